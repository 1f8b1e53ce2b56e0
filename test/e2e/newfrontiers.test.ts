/**
 * New Frontiers in real chromium. The lobby offers the game with its data note ("provisional tile values") and
 * Galactic Goals only for a later game. A 2-player match (priority order 0,1, mats 1 and 2, a forced world draw;
 * test server only) is joined by Ana (desktop) and Bo (390 px phone), who play round 1 through the UI: Ana selects
 * Explore (picks Devolved Uplift Race, Bo Refugee World, Ana Artist Settlement as her second pick), Bo selects
 * Settle and settles Refugee World (Ana, with no colonist on her mat, gains 2 colonists automatically), Ana
 * selects Develop and buys Space Marines (paying 1 less), Bo passes, Bo selects Produce. Both pages must show the
 * same prompts, log and empires; every accepted action replays through the engine to the same credits. A tile's
 * detail view shows its powers and provenance. Screenshots go to test-results/e2e/ (newfrontiers-*.png).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import type { NfState } from "../../engine/newfrontiers/state.ts";
import { chooseGame, answered, createAndSeat, OUT, pagePool, promptOf, recordActions, type SeatAction } from "./helpers.ts";

const base = inject("baseUrl");
const DECK = [
  "w-devolved-uplift-race",
  "w-refugee-world",
  "w-artist-settlement",
  "w-gem-world",
  "w-space-port",
  "w-asteroid-belt",
  "w-empath-world",
];
const OPTIONS = { setup: "firstGame", goals: false, order: [0, 1], mats: [1, 2] };

const pool = pagePool();
const { errors, open } = pool;
afterAll(async () => {
  await pool.closeAll();
});

/** Clicks a button by accessible name on `page` (the first of several with `first`) and waits for the prompt to change. */
async function act(page: Page, name: string, first = false) {
  const before = await promptOf(page);
  const buttons = page.getByRole("button", { name, exact: true });
  await (first ? buttons.first() : buttons).click();
  await answered(page, before);
}

const waitPrompt = (p: Page, text: string) => expect.poll(() => promptOf(p), { timeout: 10_000 }).toBe(text);
const log = (p: Page) => p.locator("[data-testid=nf-log] li").allTextContents();

describe("a New Frontiers round through the UI", () => {
  let a: Page, b: Page;
  const acked: SeatAction[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([open("A", { width: 1280, height: 860 }), open("B", { width: 390, height: 844 }, true)]);
    recordActions(a, 0, acked);
    recordActions(b, 1, acked);
  });

  test("the lobby offers New Frontiers with its data note; Galactic Goals need a later game", async () => {
    await a.goto(`${base}/`);
    await chooseGame(a, "newfrontiers");
    expect(await a.locator("[data-testid=game-info]").textContent()).toContain("provisional tile values");
    expect(await a.locator("[data-testid=players] option").allTextContents()).toEqual(["2", "3", "4", "5"]);
    const goals = a.locator("input[data-option=goals]");
    expect(await goals.isDisabled()).toBe(true);
    await a.locator("input[data-option=later]").check();
    expect(await goals.isEnabled()).toBe(true);
    await goals.check();
    await a.screenshot({ path: join(OUT, "newfrontiers-lobby.png") });
    // A later game with goals is created from the lobby (options encoded as { setup: "later", goals: true }).
    await a.click("[data-testid=create]");
    await a.waitForURL(/\/m\/[^/]+$/);
    await a.locator("[data-testid=claim-0]").waitFor();
  });

  test("a deterministic match is created; Ana and Bo take the seats", async () => {
    await createAndSeat(base, { game: "newfrontiers", players: 2, options: OPTIONS, deck: DECK }, [a, b], ["Ana", "Bo"]);
    await waitPrompt(a, "Your turn · Select an action tile");
    await waitPrompt(b, "Ana is selecting an action tile");
    expect(await a.locator("[data-testid=round]").textContent()).toBe("Round 1");
    expect(await a.locator("[data-testid=catalogue-status]").textContent()).toContain("provisional tile values");
    expect(await a.locator(".nf-action").count()).toBe(7);
    expect(await b.locator(".nf-action.selectable").count()).toBe(0);
    expect(await a.locator("[data-testid=empire-0] .nf-tile[data-tile=h-old-earth]").count()).toBe(1);
    expect(await b.locator("[data-testid=empire-1] .nf-tile[data-tile=h-epsilon-eridani]").count()).toBe(1);
    expect(await a.locator("[data-testid=credits-1]").textContent()).toBe("4");
    await a.screenshot({ path: join(OUT, "newfrontiers-a-start.png") });
    await b.screenshot({ path: join(OUT, "newfrontiers-b-phone-start.png") });
  });

  test("Explore: three picks from the display, the other page sees each move", async () => {
    await act(a, "Select Explore");
    await waitPrompt(a, "Your turn · Explore: pick one world from the centre");
    await waitPrompt(b, "Explore: Ana is picking a world");
    expect(await b.locator("[data-testid=explore-display] .nf-tile").count()).toBe(7);
    expect(await b.locator(".nf-action.current").getAttribute("data-action")).toBe("explore");
    await a.screenshot({ path: join(OUT, "newfrontiers-a-explore.png") });
    await act(a, "Explore Devolved Uplift Race");
    await waitPrompt(b, "Your turn · Explore: pick one world from the centre");
    expect(await b.locator("[data-testid=empire-0] .nf-explored .nf-tile").getAttribute("data-tile")).toBe("w-devolved-uplift-race");
    await b.screenshot({ path: join(OUT, "newfrontiers-b-phone-explore.png"), fullPage: true });
    await act(b, "Explore Refugee World");
    await waitPrompt(a, "Your turn · Explore: pick your second world (selector's bonus)");
    await act(a, "Explore Artist Settlement");
    await waitPrompt(b, "Your turn · Select an action tile");
    expect(await a.locator("[data-testid=explore-display]").count()).toBe(0);
    expect(await a.locator(".nf-action.taken").getAttribute("data-action")).toBe("explore");
  });

  test("Settle: Bo settles Refugee World (its windfall good appears); Ana gains 2 colonists", async () => {
    await act(b, "Select Settle");
    await waitPrompt(b, "Your turn · Settle: gain 2 colonists or settle one explored world");
    await waitPrompt(a, "Settle: Bo is settling or gaining colonists");
    expect(await b.locator("[data-testid=decision] h3").allTextContents()).toEqual(["Settle Refugee World"]);
    await b.screenshot({ path: join(OUT, "newfrontiers-b-phone-settle.png") });
    await act(b, "Settle it for free");
    await waitPrompt(a, "Your turn · Select an action tile");
    await expect.poll(() => a.locator("[data-testid=empire-1] .nf-tile[data-tile=w-refugee-world] .nf-good").count()).toBe(1);
    expect(await a.locator("[data-testid=colonists-0]").textContent()).toBe("2");
    const lines = await log(a);
    expect(lines.some((l) => l.includes("Bo") && l.includes("settles Refugee World"))).toBe(true);
    expect(lines.some((l) => l.includes("Ana") && l.includes("Settle: gains 2 colonists") && l.includes("+2 colonist"))).toBe(true);
  });

  test("Develop: Ana buys Space Marines for 1 less; Bo buys nothing", async () => {
    await act(a, "Select Develop");
    await waitPrompt(a, "Your turn · Develop: buy one development or pass");
    expect(await a.locator(".nf-supply .nf-tile.affordable").count()).toBeGreaterThan(3);
    await a.screenshot({ path: join(OUT, "newfrontiers-a-develop.png") });
    await act(a, "Buy Space Marines");
    await waitPrompt(b, "Your turn · Develop: buy one development or pass");
    await expect.poll(() => b.locator("[data-testid=empire-0] .nf-tile[data-tile=d-space-marines]").count()).toBe(1);
    await act(b, "Buy nothing");
    await waitPrompt(b, "Your turn · Select an action tile");
    const lines = await log(b);
    expect(lines.some((l) => l.includes("Ana") && /buys Space Marines \(cost \d+, pays \d+\)/.test(l) && l.includes("−"))).toBe(true);
  });

  test("Produce ends the round; both pages agree with the engine", async () => {
    await act(b, "Select Produce");
    await waitPrompt(a, "Your turn · Select an action tile");
    await waitPrompt(b, "Ana is selecting an action tile");
    for (const p of [a, b]) await expect.poll(() => p.locator("[data-testid=round]").textContent()).toBe("Round 2");
    expect(await a.locator(".nf-action.taken").count()).toBe(0);
    // Replay every accepted action through the engine: same credits and VP on both pages.
    const sorted = [...acked].sort((x, y) => x.v - y.v);
    expect(sorted.map((x) => x.action.type)).toEqual([
      "select",
      "pick",
      "pick",
      "pick",
      "select",
      "settle",
      "select",
      "develop",
      "pass",
      "select",
    ]);
    const opts = newFrontiers.parseOptions(OPTIONS);
    if (isRuleError(opts)) throw new Error(opts.message);
    let s = newFrontiers.setup(2, opts, "e2e", { deck: DECK }) as NfState;
    for (const x of sorted) {
      const r = newFrontiers.apply(s, x.seat, newFrontiers.parseAction(x.action) as never);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
    }
    for (const p of [a, b])
      for (const seat of [0, 1]) {
        expect(await p.locator(`[data-testid=credits-${seat}]`).textContent()).toBe(String(s.empires[seat]!.credits));
        expect(await p.locator(`[data-testid=vp-${seat}]`).textContent()).toBe(String(s.empires[seat]!.vpChips));
      }
    await a.screenshot({ path: join(OUT, "newfrontiers-a-round2.png") });
    await b.screenshot({ path: join(OUT, "newfrontiers-b-phone-round2.png"), fullPage: true });
    expect(await b.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });

  test("a tile's detail view shows its powers and provenance; Esc closes it", async () => {
    await a.locator("[data-testid=empire-0]").getByRole("button", { name: "Details of Old Earth" }).click();
    const d = a.locator("[data-testid=tile-detail]");
    await d.waitFor();
    const text = (await d.textContent()) ?? "";
    expect(text).toContain("consume 2 goods of any kind → 3 VP");
    expect(text).toContain("taken from a Race for the Galaxy card and converted for New Frontiers");
    expect(text).not.toContain("adaptationRules");
    expect(text).toContain("provisional tile values");
    await a.screenshot({ path: join(OUT, "newfrontiers-a-detail.png") });
    await a.keyboard.press("Escape");
    await d.waitFor({ state: "detached" });
    await b.locator("[data-testid=empire-0]").getByRole("button", { name: "Details of Space Marines" }).click();
    await b.locator("[data-testid=tile-detail]").waitFor();
    await b.screenshot({ path: join(OUT, "newfrontiers-b-phone-detail.png") });
    await b.getByRole("button", { name: "Close" }).click();
  });

  test("a later game with Galactic Goals: each chooses a home colony; Chart Galactic Goals keeps one goal", async () => {
    const options = { setup: "later", goals: true, order: [0, 1], mats: [1, 2] };
    await createAndSeat(base, { game: "newfrontiers", players: 2, options }, [a, b], ["Ana", "Bo"]);
    await waitPrompt(a, "Your turn · Choose your home colony");
    await waitPrompt(b, "Ana is choosing a home colony");
    expect(await a.getByRole("button", { name: "Choose this home colony" }).count()).toBe(2);
    await a.screenshot({ path: join(OUT, "newfrontiers-a-choose-home.png") });
    await act(a, "Choose this home colony", true);
    await waitPrompt(b, "Your turn · Choose your home colony");
    await act(b, "Choose this home colony", true);
    await waitPrompt(a, "Your turn · Select an action tile");
    expect(await a.locator(".nf-action[data-action=chartGoals]").count()).toBe(1);
    expect(await a.locator(".nf-action[data-action=isolation]").count()).toBe(0);
    await act(a, "Select Chart Galactic Goals");
    await waitPrompt(a, "Your turn · Keep one of the two goals (face down)");
    await waitPrompt(b, "Ana is choosing a goal to keep");
    expect(await a.getByRole("button", { name: "Keep this goal" }).count()).toBe(2);
    expect(await b.locator("[data-testid=decision] .nf-group").count()).toBe(0);
    await a.screenshot({ path: join(OUT, "newfrontiers-a-keep-goal.png") });
    await act(a, "Keep this goal", true);
    await waitPrompt(b, "Your turn · Select an action tile");
    // Ana sees her goal by name; Bo only that she holds one.
    expect(await a.locator("[data-testid=empire-0] .nf-goals li").count()).toBe(1);
    expect(await b.locator("[data-testid=empire-0] .nf-goals li").count()).toBe(0);
    // The header's goal count (its stats run together in textContent: "Ana3001 goal2"), singular for one.
    expect(await b.locator("[data-testid=empire-0] header [title=Goals]").textContent()).toBe("1 goal");
  });

  test("no page errors in any browser", () => {
    expect(errors).toEqual([]);
  });
});
