/**
 * Never a silently lost move, in real Chromium against a server of this file's own (Miniflare, as the shared
 * ones) that is stopped and started again on the same port and state (DevServer.halt/restart):
 * - the server stops while a tile is placed but not confirmed: both pages say they are offline, Confirm is
 *   disabled, nothing is sent; after the restart the same choice is confirmed and reaches the other player;
 * - the server is frozen (SIGSTOP) as a move is sent, then killed: after the restart the page re-sends that very
 *   move (same id) right after its hello, the server applies it once, and both pages show it;
 * - the other player sees a seat go offline while its page is away, and online again when it comes back.
 * Screenshots (offline banner at phone width, a seat offline) go to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { DevServer } from "../support/dev-server.ts";
import { clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK } from "./helpers.ts";

const pool = pagePool();
let server: DevServer;
let a: Page, b: Page;
let matchId = "";
/** Every frame each page sent, socket by socket. */
const sockets = new Map<Page, { t: string; id?: string }[][]>();

function recordSockets(p: Page): void {
  const list: { t: string; id?: string }[][] = [];
  sockets.set(p, list);
  p.on("websocket", (ws) => {
    const sent: { t: string; id?: string }[] = [];
    list.push(sent);
    ws.on("framesent", ({ payload }) => sent.push(JSON.parse(String(payload)) as { t: string; id?: string }));
  });
}
const framesOf = (p: Page) => sockets.get(p) ?? [];
const acts = (p: Page) =>
  framesOf(p)
    .flat()
    .filter((f) => f.t === "act");
/** Tiles on the board (the ghost's tile not counted). */
const placed = async (p: Page) => (await p.locator(".board .tile").count()) - (await p.locator(".board .ghost .tile").count());
const connection = (p: Page) => p.locator("[data-testid=connection]").textContent();
const banner = (p: Page) => p.locator("[data-testid=offline-banner]");
/** The page whose turn it is, then the other. */
async function turnOrder(): Promise<[Page, Page]> {
  await expect.poll(async () => `${await promptOf(a)}|${await promptOf(b)}`).toMatch(/Your turn/);
  return (await promptOf(a)).startsWith("Your turn") ? [a, b] : [b, a];
}
/** Both pages say Connected (partysocket's reconnection delay grows to 10 s; the server takes a few to start). */
async function bothConnected(): Promise<void> {
  for (const p of [a, b]) await expect.poll(() => connection(p), { timeout: 40_000 }).toMatch(/^Connected/);
}

beforeAll(async () => {
  server = await DevServer.start({ clientDir: inject("clientDir"), testHooks: true, label: "e2e restart server", runtime: "miniflare" });
  [a, b] = await Promise.all([pool.open("A"), pool.open("B", { width: 390, height: 844 }, true)]);
  for (const p of [a, b]) recordSockets(p);
});

afterAll(async () => {
  await pool.closeAll();
  await server?.stop();
});

describe("a server stopped and restarted around a move", () => {
  test("offline: both pages say so and Confirm is disabled; after the restart the same choice is confirmed and reaches the other player", async () => {
    matchId = await createAndSeat(
      server.base,
      { game: "carcassonne", players: 2, options: { farmers: false }, deck: SHORT_DECK },
      [a, b],
      ["Ana", "Bo"],
    );
    await bothConnected();
    const [me, other] = await turnOrder();
    await (await clickable(me.locator(".board .legal-cell"))).click();
    await me.locator(".board .ghost").waitFor();
    const confirm = me.getByRole("button", { name: "Confirm" });
    expect(await confirm.isEnabled()).toBe(true);
    const before = await placed(me);
    expect(await placed(other)).toBe(before);

    await server.halt();
    for (const p of [a, b]) {
      await banner(p).waitFor();
      expect(await banner(p).textContent()).toBe("Offline — reconnecting… Moves wait until the connection is back.");
      expect(await connection(p)).toBe("Reconnecting…");
    }
    expect(await confirm.isDisabled()).toBe(true);
    expect(await me.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    expect(await me.locator(".board .ghost").count()).toBe(1); // the choice is kept, not sent
    await b.screenshot({ path: join(OUT, "offline-banner-phone.png") });
    await a.screenshot({ path: join(OUT, "offline-banner-desktop.png") });

    await server.restart();
    await bothConnected();
    for (const p of [a, b]) expect(await banner(p).count()).toBe(0);
    expect(await confirm.isEnabled()).toBe(true);
    expect(await me.locator(".side [data-testid=refusal]").count()).toBe(0);
    // Nothing but hello opened any socket, and no move was sent while offline.
    for (const p of [a, b]) for (const sent of framesOf(p)) if (sent.length) expect(sent[0]!.t).toBe("hello");
    expect(acts(me)).toEqual([]);

    await confirm.click();
    for (const p of [me, other]) await expect.poll(() => placed(p)).toBe(before + 1);
    expect(await promptOf(me)).toMatch(/^Your turn · Place a meeple/);
  });

  test("a move in flight when the server dies is re-sent after the restart, applied once, and both pages show it", async () => {
    const [me, other] = await turnOrder();
    expect(await promptOf(me)).toMatch(/Place a meeple/);
    const tiles = await placed(me);
    const sentBefore = acts(me).length;
    server.signal("SIGSTOP"); // the socket stays open: the page sends, nobody answers
    await me.getByRole("button", { name: "Skip" }).click();
    await expect.poll(() => acts(me).length).toBe(sentBefore + 1);
    const move = acts(me)[sentBefore]!;
    await server.halt("SIGKILL");
    await banner(me).waitFor();
    expect(await me.getByRole("button", { name: "Skip" }).isDisabled()).toBe(true);

    await server.restart();
    await bothConnected();
    // The new socket: hello first, then the very same move (same id), answered by the server.
    const last = framesOf(me)[framesOf(me).length - 1]!;
    expect(last[0]!.t).toBe("hello");
    await expect.poll(() => acts(me).filter((f) => f.id === move.id).length).toBe(2);
    expect(last.findIndex((f) => f.t === "act")).toBeGreaterThan(0);
    await expect.poll(() => promptOf(other)).toMatch(/^Your turn · Place the tile/);
    await expect.poll(() => promptOf(me)).toMatch(/^Waiting for/);
    expect(await me.locator(".side [data-testid=refusal]").count()).toBe(0);
    for (const p of [me, other]) expect(await placed(p)).toBe(tiles);
    const summary = (await (await fetch(`${server.base}/api/matches/${matchId}`)).json()) as { version: number };
    expect(summary.version).toBe(2); // the placement and the skip: applied once each
  });

  test("the other player sees a seat go offline while its page is away, and online again", async () => {
    const seatOf = async (p: Page) => (await p.locator(".players li.me").getAttribute("data-seat")) ?? "";
    const away = a,
      watcher = b;
    const seat = await seatOf(away);
    const presence = watcher.locator(`[data-testid=presence-${seat}]`);
    expect(await presence.getAttribute("data-online")).toBe("true");
    await away.goto("about:blank");
    await expect.poll(() => presence.getAttribute("data-online")).toBe("false");
    expect((await presence.textContent())?.trim()).toBe("offline");
    expect(await watcher.locator(`.players li[data-seat="${seat}"]`).getAttribute("class")).toContain("offline");
    await watcher.locator(".players").scrollIntoViewIfNeeded();
    await watcher.screenshot({ path: join(OUT, "seat-offline-phone.png") });
    await away.goto(`${server.base}/m/${matchId}`);
    await expect.poll(() => presence.getAttribute("data-online")).toBe("true");
  });

  test("no page errors (a failed WebSocket connection while the server is down is expected)", () => {
    expect(pool.errors.filter((e) => !/WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
  });
});
