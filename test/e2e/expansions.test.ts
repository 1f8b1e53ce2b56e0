/**
 * The River and Inns & Cathedrals in real chromium: a person plays a short forced deck against a bot by clicking
 * the board: the game starts at the spring, the river tiles come first (only squares that continue the river are
 * offered), the lake closes it, then land tiles with two inns, drawn on the board (the cathedral is drawn in the
 * guide's e2e test, learn.test.ts). At the first
 * meeple step with a free spot the person picks the large meeple (the Large button) and places it; the board shows
 * it bigger. The game ends on the end screen and the match is finished.
 * Screenshots: test-results/e2e/expansions-*.png.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import { answered, clickable, createAndSeat, OUT, pagePool, promptOf, sleep } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

const DECK = [
  "river-bend",
  "river-straight",
  "river-bridge",
  "river-lake",
  "inns-inn-straight",
  "base-U",
  "base-E",
  "inns-inn-bend",
  "base-V",
  "base-A",
];

describe("The River and Inns & Cathedrals", () => {
  test("a person plays the river, inns and the large meeple against a bot to the end", async () => {
    const page = await pool.open("river", { width: 1280, height: 900 });
    const id = await createAndSeat(
      base,
      {
        game: "carcassonne",
        players: 2,
        options: { farmers: true, river: true, innsCathedrals: true, firstSeat: 0 },
        deck: DECK,
        bots: [{ seat: 1, level: "medium" }],
      },
      [page],
      ["Ana"],
    );
    await page.locator(".board .tile[data-tile=river-spring]").waitFor();
    let placements = 0,
      large = false;
    const deadline = Date.now() + 90_000;
    while ((await page.locator("[data-testid=end-screen]").count()) === 0) {
      if (Date.now() > deadline) throw new Error(`game did not finish; prompt: ${await promptOf(page)}`);
      const prompt = await promptOf(page);
      if (!prompt.startsWith("Your turn")) {
        await sleep(100);
        continue;
      }
      if (prompt.includes("Place the tile")) {
        if (placements === 0) {
          // the first river tile: only the square east of the spring, where the water goes on
          await expect.poll(() => page.locator(".board .legal-cell").count()).toBe(1);
        }
        await (await clickable(page.locator(".board .legal-cell"))).click();
        await page.locator(".board .ghost").waitFor();
        await page.getByRole("button", { name: "Confirm" }).click();
        placements++;
      } else if (prompt.includes("meeple")) {
        if (!large && (await page.locator("[data-testid=meeple-big]").count()) > 0) {
          await page.click("[data-testid=meeple-big]");
          await (await clickable(page.locator(".board .spot"))).click();
          await page.getByRole("button", { name: "Confirm" }).click();
          large = true;
          await answered(page, prompt);
          await page.locator(".board .meeple.big").first().waitFor();
          await page.screenshot({ path: join(OUT, "expansions-large-meeple.png") });
          continue;
        }
        await page.getByRole("button", { name: "Skip" }).click();
      } else throw new Error(`unexpected prompt "${prompt}"`);
      await answered(page, prompt);
    }
    expect(placements).toBe(DECK.length / 2);
    expect(large).toBe(true);
    await page.screenshot({ path: join(OUT, "expansions-end.png") });
    // the river ran from the spring to the lake, with the inn and the cathedral drawn on their tiles
    for (const tile of ["river-spring", "river-lake", "inns-inn-straight", "inns-inn-bend"])
      expect(await page.locator(`.board .tile[data-tile=${tile}]`).count(), tile).toBe(1);
    expect(await page.locator(".board .mark-inn").count()).toBe(2);
    const summary = (await (await fetch(`${base}/api/matches/${id}`)).json()) as { status: string };
    expect(summary.status).toBe("finished");
  });
});
