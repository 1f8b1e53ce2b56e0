/**
 * A whole short match in real chromium: A creates it from the lobby with a forced deck (test server only), both
 * players join through the UI and play every turn by clicking the board, C watches; all three end on the same
 * final scores, which are also what the engine computes from the actions the server acknowledged.
 * Screenshots go to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { MatchSummary } from "../../contract/protocol.ts";
import {
  answered,
  chooseGame,
  engineResult,
  OUT,
  recordActions,
  SHORT_DECK,
  sleep,
  pagePool,
  clickable,
  promptOf,
  type SeatAction,
  takeSeat,
} from "./helpers.ts";

const base = inject("baseUrl");
const live = inject("liveUrl");

const pool = pagePool();
const { errors, open } = pool;

afterAll(async () => {
  await pool.closeAll();
});

describe("a full match through the UI", () => {
  let a: Page, b: Page, c: Page;
  let matchId = "";
  const acked: SeatAction[] = [];

  beforeAll(async () => {
    [a, b, c] = await Promise.all([open("A"), open("B", { width: 390, height: 844 }, true), open("C", { width: 1024, height: 768 })]);
    recordActions(a, 0, acked);
    recordActions(b, 1, acked);
  });

  test("a live-like server (no TEST_HOOKS) refuses the test-only deck and the lobby says so", async () => {
    await a.goto(`${live}/?testDeck=${SHORT_DECK.join(",")}`);
    await chooseGame(a, "carcassonne");
    await a.click("[data-testid=create]");
    const alert = a.locator(".home [role=alert]");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("only accepted by test servers");
    expect(new URL(a.url()).pathname).toBe("/");
    // The browser logs the refused request (400) as a console error; that one is expected.
    const i = errors.findIndex((e) => e.includes("status of 400"));
    if (i >= 0) errors.splice(i, 1);
  });

  test("A creates a 2-player match with farmers and a forced deck, B joins by the link, C watches", async () => {
    await a.goto(`${base}/?testDeck=${SHORT_DECK.join(",")}`);
    await chooseGame(a, "carcassonne");
    expect(await a.locator("[data-testid=players]").inputValue()).toBe("2");
    const farmers = a.locator("label.check", { hasText: "Farmers" }).locator("input");
    expect(await farmers.isChecked()).toBe(true);
    await a.click("[data-testid=create]");
    await a.waitForURL(/\/m\/[^/]+$/);
    matchId = new URL(a.url()).pathname.split("/").pop()!;

    await takeSeat(a, 0, "Ana");
    const link = await a.locator("[data-testid=invite-link]").inputValue();
    expect(link).toBe(`${base}/m/${matchId}`);

    // C comes while a seat is still free, so it is offered the seat picker, and chooses to watch.
    await c.goto(link);
    await c.click("[data-testid=watch]");
    await c.locator("[data-testid=watch]").waitFor({ state: "detached" });
    expect(await promptOf(c)).toBe("");

    await b.goto(link);
    await takeSeat(b, 1, "Bo");

    for (const p of [a, b, c]) {
      await expect.poll(() => p.locator("[data-testid=connection]").textContent()).toContain("Connected");
      await expect.poll(() => promptOf(p)).toMatch(/^(Your turn|Waiting for (Ana|Bo))/);
    }
    // The spectator is counted for everyone; it never gets turn controls.
    await expect.poll(() => a.locator(".topbar").textContent()).toContain("1 watching");
    expect(await c.getByRole("button", { name: "Confirm" }).count()).toBe(0);
    const summary = (await (await fetch(`${base}/api/matches/${matchId}`)).json()) as MatchSummary;
    expect(summary.status).toBe("playing");
    expect(summary.seats.map((s) => s.name)).toEqual(["Ana", "Bo"]);
  });

  test("both play every turn by clicking the board until all three see the end screen", async () => {
    const players = [
      { page: a, seat: 0, name: "A" },
      { page: b, seat: 1, name: "B" },
    ];
    let placements = 0,
      meeples = 0,
      skips = 0,
      rotations = 0;
    const shots = new Set<string>();
    const deadline = Date.now() + 120_000;
    const ended = async (p: Page) => (await p.locator("[data-testid=end-screen]").count()) > 0;

    while (!(await ended(a)) || !(await ended(b))) {
      if (Date.now() > deadline) throw new Error(`game did not finish; prompts: ${await promptOf(a)} | ${await promptOf(b)}`);
      let acted = false;
      for (const { page, name } of players) {
        const prompt = await promptOf(page);
        if (!prompt.startsWith("Your turn")) continue;
        // The spectator always sees someone else's turn.
        expect(await promptOf(c)).toMatch(/^Waiting for|^Game over/);
        if (prompt.includes("Place the tile")) {
          const cells = page.locator(".board .legal-cell");
          const n = await cells.count();
          expect(n, `${name}: legal cells`).toBeGreaterThan(0);
          // A real mouse click inside the visible board (Playwright checks the point hits the cell).
          await (await clickable(cells, placements * 5)).click();
          await page.locator(".board .ghost").waitFor();
          if (placements % 2 === 1) {
            await page.keyboard.press("r"); // the board has focus after the click
            rotations++;
          }
          if (name === "A" && !shots.has("a-mid") && placements >= 2) {
            await page.screenshot({ path: join(OUT, "match-a-midgame.png") });
            await c.screenshot({ path: join(OUT, "match-c-spectator.png") });
            shots.add("a-mid");
          }
          if (name === "B" && !shots.has("b-phone")) {
            await page.screenshot({ path: join(OUT, "match-b-phone.png") });
            await page.screenshot({ path: join(OUT, "match-b-phone-full.png"), fullPage: true });
            shots.add("b-phone");
          }
          await page.getByRole("button", { name: "Confirm" }).click();
          placements++;
        } else if (prompt.includes("meeple")) {
          const spots = page.locator(".board .spot");
          const n = await spots.count();
          if (n > 0 && (placements + meeples + skips) % 3 !== 2) {
            await (await clickable(spots, placements + meeples)).click();
            await page.locator(".board .spot.selected").waitFor();
            await page.getByRole("button", { name: "Confirm" }).click();
            meeples++;
          } else {
            await page.getByRole("button", { name: "Skip" }).click();
            skips++;
          }
        } else {
          throw new Error(`${name}: unexpected prompt "${prompt}"`);
        }
        // Wait until the server's answer changed this page's prompt (a refusal would leave it and show an alert).
        await answered(page, prompt, name);
        acted = true;
      }
      if (!acted) await sleep(100);
    }
    expect(placements).toBe(SHORT_DECK.length);
    expect(meeples).toBeGreaterThan(0);
    expect(skips).toBeGreaterThan(0);
    expect(rotations).toBeGreaterThan(0);
    await c.locator("[data-testid=end-screen]").waitFor({ timeout: 10_000 });
    console.error(`[e2e] match ${matchId}: ${placements} placements, ${meeples} meeples, ${skips} skips, ${rotations} rotations`);
  });

  test("A, B and C show the same final scores, equal to the engine's, with the explained score log", async () => {
    const finals = await Promise.all(
      [a, b, c].map(async (p) => [
        Number(await p.locator("[data-testid=final-0]").textContent()),
        Number(await p.locator("[data-testid=final-1]").textContent()),
      ]),
    );
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
    for (const p of [a, b, c]) {
      expect(await p.locator("[data-testid=end-screen] h2").textContent()).toBe("Game over");
      expect(await p.locator("[data-testid=end-screen] .winner").textContent()).toMatch(/Ana|Bo/);
      // The side panel's running scores agree with the end screen.
      expect([
        Number(await p.locator("[data-testid=score-0]").textContent()),
        Number(await p.locator("[data-testid=score-1]").textContent()),
      ]).toEqual(finals[0]);
    }
    const res = engineResult({ farmers: true }, SHORT_DECK, acked);
    expect(res.finished).toBe(true);
    expect(res.scores).toEqual(finals[0]);
    // Explained score log: the log shows every move; its score lines (data-key "scored") are one per labelled
    // item worth points that the engine produced, each with its points (singular for one) and a reason.
    const items = await a.locator(".log li[data-key=scored]").allTextContents();
    const worth = res.items.filter((i) => i.points > 0);
    expect(items.length).toBe(worth.length);
    expect(worth.length).toBeGreaterThan(0);
    for (const line of items) expect(line).toMatch(/^(Ana|Bo) scores (1 point|([02-9]|\d\d+) points): \S/);
    // The moves are logged too: one line per tile placed.
    expect(await a.locator(".log li[data-key=tilePlaced]").count()).toBe(SHORT_DECK.length);

    const summary = (await (await fetch(`${base}/api/matches/${matchId}`)).json()) as MatchSummary;
    expect(summary.status).toBe("finished");
    // The phone layout never scrolls sideways, end screen included.
    expect(await b.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);

    await a.screenshot({ path: join(OUT, "match-a-end.png") });
    await b.screenshot({ path: join(OUT, "match-b-phone-end.png"), fullPage: true });
    await c.screenshot({ path: join(OUT, "match-c-end.png") });
    console.error(`[e2e] finals ${JSON.stringify(finals[0])}; ${res.items.length} score items`);
  });

  test("no page errors in any browser", () => {
    expect(errors).toEqual([]);
  });
});
