/**
 * A move that waits says so, in real Chromium against the shared test server: one page's WebSocket runs through
 * Playwright (`routeWebSocket`), which can hold every frame both ways, as a frozen server or a dead network would,
 * while the socket stays open. With its frames held, a Confirm shows "Sending…" (aria-busy, the controls disabled,
 * a status line), the top bar stops saying "Connected" and says it is waiting for the server, and the other seat's
 * presence shows unknown instead of a green dot; once the frames flow again the move lands and all of it clears.
 * A screenshot of the waiting page goes to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(() => pool.closeAll());

/** Frames held while a page is frozen, in order, each a send to its destination. */
const held = new Map<Page, (() => void)[] | null>();

/** Routes the page's match sockets through the test, which forwards every frame unless the page is frozen. */
async function relay(p: Page): Promise<void> {
  held.set(p, null);
  await p.routeWebSocket(/\/api\/matches\/[^/]+\/ws/, (ws) => {
    const server = ws.connectToServer();
    const pass = (send: () => void) => {
      const queue = held.get(p);
      if (queue) queue.push(send);
      else send();
    };
    ws.onMessage((m) => pass(() => server.send(m)));
    server.onMessage((m) => pass(() => ws.send(m)));
  });
}
const freeze = (p: Page) => held.set(p, []);
function thaw(p: Page): void {
  const queue = held.get(p) ?? [];
  held.set(p, null);
  for (const send of queue) send();
}
const connection = (p: Page) => p.locator("[data-testid=connection]").textContent();

describe("a move while the server does not answer", () => {
  test("Sending… on Confirm, Waiting for the server… in the top bar, presence unknown; all clear once it answers", async () => {
    const [a, b] = await Promise.all([pool.open("A"), pool.open("B")]);
    for (const p of [a, b]) await relay(p);
    await createAndSeat(base, { game: "carcassonne", players: 2, options: { farmers: false }, deck: SHORT_DECK }, [a, b], ["Ana", "Bo"]);
    for (const p of [a, b]) await expect.poll(() => connection(p), { timeout: 20_000 }).toMatch(/^Connected · \d+ ms$/);
    await expect.poll(async () => `${await promptOf(a)}|${await promptOf(b)}`).toMatch(/Your turn/);
    const [me, other] = (await promptOf(a)).startsWith("Your turn") ? [a, b] : [b, a];
    const otherSeat = (await other.locator(".players li.me").getAttribute("data-seat")) ?? "";
    const presence = me.locator(`[data-testid=presence-${otherSeat}]`);
    expect(await presence.getAttribute("data-online")).toBe("true");

    await (await clickable(me.locator(".board .legal-cell"))).click();
    await me.locator(".board .ghost").waitFor();
    const confirm = me.locator(".turn button.primary");
    expect(await confirm.textContent()).toBe("Confirm");
    freeze(me);
    await confirm.click();
    await me.locator("[data-testid=sending]").waitFor();
    expect(await me.locator("[data-testid=sending]").textContent()).toBe("Sending your move…");
    expect(await confirm.textContent()).toBe("Sending…");
    expect(await confirm.getAttribute("aria-busy")).toBe("true");
    expect(await confirm.isDisabled()).toBe(true); // a second press sends nothing
    expect(await me.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    expect(await promptOf(me)).toMatch(/^Your turn · Place the tile/);

    await expect.poll(() => connection(me), { timeout: 15_000 }).toBe("Waiting for the server…");
    expect(await presence.getAttribute("data-online")).toBe("unknown");
    expect((await presence.textContent())?.trim()).toBe("unknown");
    expect(await me.locator(".players li.offline").count()).toBe(0); // not known, so not shown offline either
    await me.screenshot({ path: join(OUT, "waiting-for-server.png") });

    thaw(me);
    await expect.poll(() => promptOf(me)).toMatch(/^Your turn · Place a meeple/);
    await expect.poll(() => connection(me)).toMatch(/^Connected/);
    expect(await presence.getAttribute("data-online")).toBe("true");
    expect(await me.locator("[data-testid=sending]").count()).toBe(0);
    expect(await me.getByRole("button", { name: "Skip" }).isEnabled()).toBe(true);
    await expect.poll(() => other.locator(".board .tile").count()).toBe(await me.locator(".board .tile").count());
  });

  test("no page errors", () => {
    expect(pool.errors).toEqual([]);
  });
});
