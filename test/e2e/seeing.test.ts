/**
 * Seeing what happens in real chromium, on a desktop and on a 390-px phone: a person plays a short
 * forced deck against a bot ("Play now against bots"). The drawn score track shows both markers and agrees with the
 * seat scores; the remaining-tiles panel (loaded on click) counts what is left; the log tells the tile placed (which
 * tile, where) and the meeple placed; the feature scored at the end is lit on the board; the end screen says why
 * the game ended and draws a score-over-time line per seat. In a Star Wars team game against three bots the end
 * table shows each seat's own points and, labelled apart, the team total. At 1366×850 a fresh board's tiles are at
 * least 90 px wide and the meeple spots 32-px targets. Screenshots go to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { answered, clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK, sleep } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();

afterAll(async () => {
  await pool.closeAll();
});

async function playNowAgainstBots(page: Page): Promise<void> {
  await page.goto(`${base}/?testDeck=${SHORT_DECK.join(",")}`);
  await page.locator("[data-testid=play-bots-carcassonne]").click();
  await page.waitForURL(/\/m\/[^/]+$/);
  await expect.poll(() => page.locator("[data-testid=connection]").textContent()).toContain("Connected");
}

/** Plays the person's turns: a meeple on a road, city or monastery at the first chance (so the end scores it), else Skip. */
async function playToTheEnd(page: Page, label: string): Promise<{ meeples: number }> {
  let placements = 0,
    meeples = 0,
    shot = false;
  const deadline = Date.now() + 150_000;
  while ((await page.locator("[data-testid=end-screen]").count()) === 0) {
    if (Date.now() > deadline) throw new Error(`game did not finish; prompt: ${await promptOf(page)}`);
    const prompt = await promptOf(page);
    if (!prompt.startsWith("Your turn")) {
      await sleep(100);
      continue;
    }
    if (prompt.includes("Place the tile")) {
      await (await clickable(page.locator(".board .legal-cell"), placements)).click();
      await page.locator(".board .ghost").waitFor();
      await page.getByRole("button", { name: "Confirm" }).click();
      placements++;
    } else if (prompt.includes("meeple")) {
      const spots = page.locator(".board .spot:not([data-feature^=o])");
      if (meeples === 0 && (await spots.count()) > 0) {
        await (await clickable(spots)).click();
        await page.locator(".board .spot.selected").waitFor();
        await page.getByRole("button", { name: "Confirm" }).click();
        meeples++;
      } else await page.getByRole("button", { name: "Skip" }).click();
    } else throw new Error(`unexpected prompt "${prompt}"`);
    await answered(page, prompt);
    if (placements === 2 && !shot) {
      // mid-game: the log shows the moves, the remaining tiles panel opens on click
      const tileLine = page.locator(".log li[data-key=tilePlaced]").first();
      await tileLine.waitFor();
      expect(await tileLine.textContent()).toMatch(/ placed a tile \([^)]+\) at \(-?\d+, -?\d+\)/);
      await page.locator("[data-testid=remaining-open]").click();
      const panel = page.locator("[data-testid=remaining-tiles]");
      await panel.waitFor();
      // One read of the page: the other seats keep playing, so two reads could straddle a draw.
      const { lefts, label: openLabel } = await page.evaluate<{ lefts: number[]; label: string }>(`({
        lefts: [...document.querySelectorAll("[data-testid=remaining-tiles] li")].map((e) => Number(e.dataset.left)),
        label: document.querySelector("[data-testid=remaining-open]")?.textContent ?? "",
      })`);
      const said = Number(openLabel.match(/\((\d+)\)/)![1]);
      expect(lefts.reduce((a, n) => a + n, 0)).toBe(said);
      expect(said).toBeLessThan(SHORT_DECK.length);
      await page.screenshot({ path: join(OUT, `seeing-${label}-mid.png`), fullPage: label === "phone" });
      await page.locator("[data-testid=remaining-open]").click();
      await panel.waitFor({ state: "detached" });
      shot = true;
    }
  }
  return { meeples };
}

for (const [label, viewport, mobile] of [
  ["desktop", { width: 1280, height: 800 }, false],
  ["phone", { width: 390, height: 844 }, true],
] as const) {
  describe(`seeing what happens on the ${label}`, () => {
    test("score track, move log, remaining tiles, the scored feature lit, the end screen's reason and chart", async () => {
      const page = await pool.open(label, viewport, mobile);
      await playNowAgainstBots(page);
      const track = page.locator("[data-testid=score-track]");
      await track.waitFor();
      expect(await track.locator("g[data-seat]").count()).toBe(2);

      const { meeples } = await playToTheEnd(page, label);
      expect(meeples).toBe(1);
      // The final scoring lights the features it scored (about three seconds).
      await expect.poll(() => page.locator(".board [data-testid=score-flash]").count(), { timeout: 3000 }).toBeGreaterThan(0);

      const meepleLine = page.locator(".log li[data-key=meeplePlaced]", {
        hasText: /^Red player placed a meeple (on the road|in the city|in the monastery)/,
      });
      expect(await meepleLine.count()).toBe(1);
      expect(await page.locator(".log li[data-key=tilePlaced]").count()).toBe(SHORT_DECK.length);

      const end = page.locator("[data-testid=end-screen]");
      expect(await end.locator("[data-testid=end-reason]").textContent()).toBe("The game ended: the last tile was placed.");
      const chart = end.locator("[data-testid=score-chart]");
      await chart.waitFor();
      expect(await chart.locator("polyline").count()).toBe(2);
      // a point per turn and one after the final scoring
      expect((await chart.locator("polyline").first().getAttribute("points"))!.split(" ").length).toBe(SHORT_DECK.length + 2);
      // the track's markers stand on the seats' scores
      for (const seat of [0, 1]) {
        const score = await page.locator(`[data-testid=score-${seat}]`).textContent();
        expect(await track.locator(`g[data-seat="${seat}"]`).getAttribute("data-score")).toBe(score);
        expect(await page.locator(`[data-testid=final-${seat}]`).textContent()).toBe(score);
      }
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(OUT, `seeing-${label}-end.png`), fullPage: mobile });
      await page.locator("[data-testid=end-screen] .close").click();
      await page.screenshot({ path: join(OUT, `seeing-${label}-end-board.png`), fullPage: mobile });
      expect(pool.errors).toEqual([]);
    });
  });
}

describe("the board at 1366×850", () => {
  test("a freshly started match opens with tiles at least 90 px wide, and the meeple spots stay 32-px targets", async () => {
    const page = await pool.open("board-size", { width: 1366, height: 850 });
    await playNowAgainstBots(page);
    const first = page.locator(".board .tile").first();
    await first.waitFor();
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(90);
    expect(box.height).toBeGreaterThanOrEqual(90);
    await expect.poll(() => promptOf(page), { timeout: 15_000 }).toMatch(/^Your turn.*Place the tile/);
    const prompt = await promptOf(page);
    await (await clickable(page.locator(".board .legal-cell"))).click();
    await page.locator(".board .ghost").waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await answered(page, prompt);
    const spots = page.locator(".board .spot .spot-hit");
    await spots.first().waitFor();
    for (const hit of await spots.all()) {
      const b = (await hit.boundingBox())!;
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(32);
    }
    const placed = page.locator(".board > g > .tile").last();
    expect((await placed.boundingBox())!.width).toBeGreaterThanOrEqual(90);
    await page.screenshot({ path: join(OUT, "seeing-board-1366.png") });
    expect(pool.errors).toEqual([]);
  });
});

describe("the Star Wars team variant's end table", () => {
  test("each seat's own points and the team total, labelled; partners' own points add up to the team total", async () => {
    const page = await pool.open("teams", { width: 1280, height: 800 });
    const deck = ["sw-22", "sw-24", "sw-12", "sw-09", "sw-22", "sw-24", "sw-27", "sw-22"];
    const bots = [1, 2, 3].map((seat) => ({ seat, level: "easy" }));
    await createAndSeat(base, { game: "starwars", players: 4, options: { teams: true, firstSeat: 0 }, bots, deck }, [page], ["Ana"]);
    await playToTheEnd(page, "teams");
    const end = page.locator("[data-testid=end-screen]");
    const heads = await end.locator("thead th").allTextContents();
    expect(heads.slice(-2).map((h) => h.toLowerCase())).toEqual(["own points", "team total"]);
    const num = async (id: string) => Number(await page.locator(`[data-testid=${id}]`).textContent());
    // Rebels are seats 0 and 2, Empire 1 and 3 (000_… "Varianta în echipe": diagonal teams)
    for (const [p, q] of [
      [0, 2],
      [1, 3],
    ] as const) {
      expect(await num(`final-${p}`)).toBe(await num(`final-${q}`));
      expect((await num(`own-${p}`)) + (await num(`own-${q}`))).toBe(await num(`final-${p}`));
    }
    await end.locator("[data-testid=score-chart]").waitFor();
    await page.screenshot({ path: join(OUT, "seeing-teams-end.png") });
    await page.locator("[data-testid=end-screen] .close").click();
    await page.screenshot({ path: join(OUT, "seeing-teams-log.png") });
    expect(pool.errors).toEqual([]);
  });
});
