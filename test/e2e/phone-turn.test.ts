/**
 * A turn on a phone, in real chromium, for every game: at 390×844 and at 390×700 (a 390×844 phone with its browser
 * bars showing), the turn prompt and the turn's buttons (Rotate, Confirm; Skip in the meeple step) are inside the
 * viewport without scrolling the page, and "Play for me" does not sit between the board and the prompt. New
 * Frontiers' decision bar (its prompt and answers) is in view at the top, and stays in view when the table is
 * scrolled to an action tile. axe-core and the 32-px target check pass on the phone's own turn, light and dark.
 * Each match: the phone's seat 0 moves first, an easy bot plays seat 1. Screenshots: test-results/e2e/phone-*.png.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import { clickable, OUT, pagePool, promptOf } from "./helpers.ts";
import { claimSeats, createMatch } from "./seat-socket.ts";
import { smallTargets } from "./tap-targets.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

const HEIGHTS = [844, 700];

/** The element's box, which must lie inside the viewport of the page as it is (never scrolled). */
async function inView(p: Page, el: Locator, what: string) {
  await el.waitFor();
  const b = (await el.boundingBox())!;
  const vh = p.viewportSize()!.height;
  expect(await p.evaluate<number>("window.scrollY"), `the page is not scrolled (${what})`).toBe(0);
  expect(b.y, `${what} top at ${vh}`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what} bottom at ${vh}`).toBeLessThanOrEqual(vh);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what} right edge`).toBeLessThanOrEqual(390);
  return b;
}

/** At both heights: each of `els` is in view, and "Play for me" is not between the board and the prompt. */
async function checkAtBothHeights(p: Page, els: [Locator, string][], shot: string) {
  for (const h of HEIGHTS) {
    await p.setViewportSize({ width: 390, height: h });
    await p.evaluate("window.scrollTo(0, 0)");
    for (const [el, what] of els) await inView(p, el, `${what} at 390×${h}`);
    const board = await p.locator(".board-wrap").boundingBox();
    const prompt = (await p.locator("[data-testid=prompt]").boundingBox())!;
    const pfm = await p.locator("[data-testid=play-for-me]").boundingBox();
    expect(pfm, "Play for me is offered").not.toBeNull();
    const between = pfm!.y + pfm!.height <= prompt.y && pfm!.y >= (board ? Math.min(board.y + board.height, prompt.y) : 0);
    expect(between && pfm!.y < h, `Play for me between the board and the prompt at 390×${h}`).toBe(false);
    await p.screenshot({ path: join(OUT, `phone-${shot}-${h}.png`) });
  }
}

async function openSeat(game: string, name: string): Promise<Page> {
  const id = await createMatch(base, {
    game,
    players: 2,
    options: game === "newfrontiers" ? {} : { firstSeat: 0 },
    bots: [{ seat: 1, level: "easy" }],
  });
  const [token] = await claimSeats(base, id, ["Ana"]);
  const p = await pool.open(name, { width: 390, height: 844 }, true);
  await p.goto(`${base}/m/${id}#token=${token}`);
  await expect.poll(() => promptOf(p), { timeout: 15_000 }).toMatch(/^Your turn/);
  return p;
}

describe("the turn's prompt and buttons are within reach on a phone", () => {
  for (const game of ["carcassonne", "starwars"] as const) {
    test(`${game}: placing a tile and the meeple step`, async () => {
      const p = await openSeat(game, game);
      const button = (name: string) => p.locator(".turn .buttons").getByRole("button", { name, exact: true });
      await checkAtBothHeights(
        p,
        [
          [p.locator("[data-testid=prompt]"), "the prompt"],
          [button("⟳ Rotate"), "Rotate"],
          [button("Confirm"), "Confirm"],
        ],
        `${game}-place`,
      );
      await (await clickable(p.locator(".board .legal-cell"))).click();
      await p.locator(".board .ghost").waitFor();
      expect(await button("Confirm").isEnabled()).toBe(true);
      await checkAtBothHeights(
        p,
        [
          [p.locator("[data-testid=prompt]"), "the prompt"],
          [button("⟳ Rotate"), "Rotate"],
          [button("Confirm"), "Confirm"],
        ],
        `${game}-tile-down`,
      );
      if (game === "carcassonne") {
        await expectNoSeriousViolations(p, "a phone's own turn (light)");
        expect.soft(await smallTargets(p), "small targets on a phone's own turn (light)").toEqual([]);
        await p.emulateMedia({ colorScheme: "dark" });
        await expectNoSeriousViolations(p, "a phone's own turn (dark)");
        expect.soft(await smallTargets(p), "small targets on a phone's own turn (dark)").toEqual([]);
        await p.emulateMedia({ colorScheme: "light" });
      }
      await button("Confirm").click();
      await expect.poll(() => promptOf(p)).toContain("meeple");
      await checkAtBothHeights(
        p,
        [
          [p.locator("[data-testid=prompt]"), "the prompt"],
          [button("Skip"), "Skip"],
          [button("Confirm"), "Confirm"],
        ],
        `${game}-meeple`,
      );
      await button("Skip").click();
      await expect.poll(() => promptOf(p)).not.toContain("meeple");
    });
  }

  test("newfrontiers: the decision bar", async () => {
    const p = await openSeat("newfrontiers", "nf");
    const decision = p.locator("[data-testid=decision]");
    const els: [Locator, string][] = [[p.locator("[data-testid=prompt]"), "the prompt"]];
    if ((await decision.locator("button").count()) > 0) els.push([decision.locator("button").first(), "the decision's first answer"]);
    await checkAtBothHeights(p, els, "nf-decision");
    // A table decision is answered below the bar: scrolled to it, the bar is still in view.
    const tableControl = p.locator(".nf-action.selectable, .nf-main .nf-tile button").first();
    if ((await tableControl.count()) > 0) {
      await p.setViewportSize({ width: 390, height: 700 });
      await tableControl.scrollIntoViewIfNeeded();
      const b = (await p.locator("[data-testid=prompt]").boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(700);
    }
  });

  test("no page errors", () => {
    expect(pool.errors).toEqual([]);
  });
});
