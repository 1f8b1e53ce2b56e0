/**
 * New Frontiers Produce and Trade/Consume in real chromium, played through the UI by Ana (Epsilon Eridani, 1280 px)
 * and Bo (Earth's Lost Colony, 390 px phone) on a test-server match with a forced world draw, priority order 0,1
 * and mats 2 and 5. Three rounds: Ana explores Star Nomad Lair and Runaway Robots, buys Improved Logistics and
 * conquers both in one Settle; Bo settles Galactic Resort, buys Export Duties and his home colony produces.
 * Trade/Consume (Bo selects): Bo SELLS a good (the sell buttons, credits 0 → 2 with Export Duties) and then picks
 * which of his two Consume powers takes his last good (Galactic Resort: +1 VP +1 credit); Ana sells (Star Nomad
 * Lair's +1) and Epsilon Eridani consumes her other good by itself. Produce (Ana selects): her selector's windfall
 * good has a real choice of two empty colonies; she puts it on Runaway Robots, whose power pays 1 credit. Round 3:
 * Ana settles Merchant World; in Trade/Consume Bo sells nothing and uses both Consume powers in the order he picks,
 * Ana sells for 2 + 2 and buys 2 VP with Merchant World (its "Don't use it" skip is offered). Both pages must show
 * the same prompts, goods, credits and VP chips; the replay of every accepted action through the engine must give
 * what the pages show (credits, VP chips, goods, the newest log lines). Screenshots: newfrontiers-trade-*.png.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import type { NfState } from "../../engine/newfrontiers/state.ts";
import { logText } from "../../client/src/games/newfrontiers/ui/nf-say.ts";
import { createAndSeat, OUT, pagePool, promptOf, recordActions, type SeatAction } from "./helpers.ts";

const base = inject("baseUrl");
// Explore draws 7 worlds: the first seven for round 1, the next seven for round 2 (forced, test server only).
const DECK = [
  "w-star-nomad-lair",
  "w-galactic-resort",
  "w-runaway-robots",
  "w-outlaw-world",
  "w-empath-world",
  "w-pilgrimage-world",
  "w-asteroid-belt",
  "w-merchant-world",
  "w-devolved-uplift-race",
  "w-refugee-world",
  "w-gem-world",
  "w-space-port",
  "w-destroyed-world",
  "w-artist-settlement",
];
const OPTIONS = { setup: "firstGame", goals: false, order: [0, 1], mats: [2, 5] };
const ANA_HOME = "h-epsilon-eridani";
const BO_HOME = "h-earth-s-lost-colony";

const pool = pagePool();
const { errors, open } = pool;
afterAll(async () => {
  await pool.closeAll();
});

const acked: SeatAction[] = [];
const shot = (p: Page, name: string) => p.screenshot({ path: join(OUT, `newfrontiers-trade-${name}.png`) });
const waitPrompt = (p: Page, text: string) => expect.poll(() => promptOf(p), { timeout: 10_000 }).toBe(text);
const textOf = (p: Page, testid: string) => p.locator(`[data-testid=${testid}]`).textContent();
const stat = (p: Page, testid: string, value: number) => expect.poll(() => textOf(p, testid), { timeout: 10_000 }).toBe(String(value));
const log = (p: Page) => p.locator("[data-testid=nf-log] li").allTextContents();
const hasGood = (p: Page, seat: number, tile: string) =>
  p.locator(`[data-testid=empire-${seat}] .nf-tile[data-tile=${tile}] .nf-good`).count();
/** The decision panel's group about `tile` (a world, colony or the tile of a power). */
const group = (p: Page, tile: string) =>
  p.locator("[data-testid=decision] .nf-group").filter({ has: p.locator(`.nf-tile[data-tile=${tile}]`) });
const groupButtons = (g: Locator) => g.locator(".buttons button").allTextContents();

/** Clicks a button (by exact name, or a locator) and waits until the server acknowledged the action it sent. */
async function act(p: Page, target: string | Locator) {
  const n = acked.length;
  await (typeof target === "string" ? p.getByRole("button", { name: target, exact: true }) : target).click();
  await expect
    .poll(
      async () => {
        const alert = await p.locator("[role=alert]").allTextContents();
        if (alert.length) throw new Error(alert.join(" "));
        return acked.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(n);
}

/** Both pages: every seat's credits and VP chips. */
async function stats(pages: Page[], credits: number[], vp: number[]) {
  for (const p of pages)
    for (const seat of [0, 1]) {
      await stat(p, `credits-${seat}`, credits[seat]!);
      await stat(p, `vp-${seat}`, vp[seat]!);
    }
}

describe("New Frontiers Produce and Trade/Consume through the UI", () => {
  let a: Page, b: Page;

  beforeAll(async () => {
    [a, b] = await Promise.all([open("A", { width: 1280, height: 860 }), open("B", { width: 390, height: 844 }, true)]);
    recordActions(a, 0, acked);
    recordActions(b, 1, acked);
  });

  test("a deterministic match: Ana (Epsilon Eridani) and Bo (Earth's Lost Colony) take the seats", async () => {
    await createAndSeat(base, { game: "newfrontiers", players: 2, options: OPTIONS, deck: DECK }, [a, b], ["Ana", "Bo"]);
    await waitPrompt(a, "Your turn · Select an action tile");
    await waitPrompt(b, "Ana is selecting an action tile");
    expect(await a.locator(`[data-testid=empire-0] .nf-tile[data-tile=${ANA_HOME}]`).count()).toBe(1);
    expect(await a.locator(`[data-testid=empire-1] .nf-tile[data-tile=${BO_HOME}]`).count()).toBe(1);
    await stats([a, b], [3, 4], [0, 0]);
  });

  test("round 1: Explore, Bo settles Galactic Resort, Develop, Bo's Produce fills his production home colony", async () => {
    await act(a, "Select Explore");
    await act(a, "Explore Star Nomad Lair");
    await waitPrompt(b, "Your turn · Explore: pick one world from the centre");
    await act(b, "Explore Galactic Resort");
    await waitPrompt(a, "Your turn · Explore: pick your second world (selector's bonus)");
    await act(a, "Explore Runaway Robots");
    await waitPrompt(b, "Your turn · Select an action tile");
    await act(b, "Select Settle");
    await waitPrompt(b, "Your turn · Settle: gain 2 colonists or settle one explored world");
    await act(b, group(b, "w-galactic-resort").getByRole("button", { name: "Pay 3 credits" }));
    await waitPrompt(a, "Your turn · Select an action tile");
    await expect.poll(() => hasGood(a, 1, "w-galactic-resort")).toBe(1);
    await stat(a, "colonists-0", 2);
    await act(a, "Select Develop");
    await act(a, "Buy Improved Logistics");
    await waitPrompt(b, "Your turn · Develop: buy one development or pass");
    await act(b, "Buy Export Duties");
    await waitPrompt(b, "Your turn · Select an action tile");
    await act(b, "Select Produce");
    await waitPrompt(a, "Your turn · Select an action tile");
    for (const p of [a, b]) await expect.poll(() => textOf(p, "round")).toBe("Round 2");
    await expect.poll(() => hasGood(a, 1, BO_HOME)).toBe(1);
    expect(
      (await log(a)).some((l) => l.includes("Bo") && l.includes("produces a Novelty good on Earth's Lost Colony") && l.includes("+1 good")),
    ).toBe(true);
    await stats([a, b], [1, 0], [0, 0]);
  });

  test("round 2 Settle: with Improved Logistics Ana conquers both explored worlds; their windfall goods appear", async () => {
    await act(a, "Select Settle");
    await waitPrompt(a, "Your turn · Settle: gain 2 colonists or settle one explored world");
    expect(await a.locator("[data-testid=decision] h3").allTextContents()).toEqual(["Settle Runaway Robots", "Settle Star Nomad Lair"]);
    await act(a, group(a, "w-star-nomad-lair").getByRole("button", { name: "Conquer with military" }));
    await waitPrompt(a, "Your turn · Settle: you may still settle another world or replace a colony, or stop");
    await act(a, group(a, "w-runaway-robots").getByRole("button", { name: "Conquer with military" }));
    await waitPrompt(b, "Your turn · Select an action tile");
    for (const tile of ["w-star-nomad-lair", "w-runaway-robots"]) await expect.poll(() => hasGood(b, 0, tile)).toBe(1);
    await stat(b, "colonists-1", 2);
  });

  test("Trade/Consume: Bo sells a good, then chooses which Consume power takes his last good; Ana sells", async () => {
    await act(b, "Select Trade/Consume");
    await waitPrompt(b, "Your turn · Trade: sell one good, or sell nothing");
    await waitPrompt(a, "Trade: Bo is selling");
    await stats([a, b], [1, 0], [0, 1]); // the selector's VP chip
    expect(await b.locator("[data-testid=decision] button").allTextContents()).toEqual([
      "Earth's Lost Colony (price 2)",
      "Galactic Resort (price 2)",
      "Sell nothing",
    ]);
    await shot(b, "b-phone-sell");
    await act(b, "Earth's Lost Colony (price 2)");
    await waitPrompt(b, "Your turn · Consume: use your Consume powers");
    await waitPrompt(a, "Consume: Bo is using Consume powers");
    await stats([a, b], [1, 2], [0, 1]); // novelty 1 + 1 from Export Duties
    expect(await hasGood(a, 1, BO_HOME)).toBe(0);
    // Both powers could consume the good on Galactic Resort: one button each, under the power's tile.
    expect(await groupButtons(group(b, BO_HOME))).toEqual(["Consume the good on Galactic Resort"]);
    expect(await groupButtons(group(b, "w-galactic-resort"))).toEqual(["Consume the good on Galactic Resort"]);
    await shot(b, "b-phone-consume");
    expect(await b.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await act(b, group(b, "w-galactic-resort").getByRole("button", { name: "Consume the good on Galactic Resort" }));
    await waitPrompt(a, "Your turn · Trade: sell one good, or sell nothing");
    await stats([a, b], [1, 3], [0, 2]);
    expect(await a.locator("[data-testid=decision] button").allTextContents()).toEqual([
      "Star Nomad Lair (price 2)",
      "Runaway Robots (price 2)",
      "Sell nothing",
    ]);
    await shot(a, "a-sell");
    // Ana sells Star Nomad Lair's good (1 + its own +1); Epsilon Eridani, her only Consume power, takes the other by itself.
    await act(a, "Star Nomad Lair (price 2)");
    await waitPrompt(a, "Your turn · Select an action tile");
    await stats([a, b], [4, 3], [1, 2]);
    for (const tile of ["w-star-nomad-lair", "w-runaway-robots"]) await expect.poll(() => hasGood(b, 0, tile)).toBe(0);
    const lines = await log(a);
    const has = (...parts: string[]) =>
      expect(
        lines.some((l) => parts.every((x) => l.includes(x))),
        parts.join(" | "),
      ).toBe(true);
    has("Bo", "sells the Novelty good from Earth's Lost Colony", "−1 good");
    has("Bo", "sale of the Novelty good: 1 + 1 from Trade powers", "+2 ¢");
    has("Bo", "Galactic Resort: consumes Novelty", "−1 good");
    has("Bo", "Galactic Resort: Consume power", "+1 VP");
    has("Ana", "Epsilon Eridani: consumes Rare Elements", "−1 good");
    await shot(a, "a-after-trade");
  });

  test("Produce: Ana's selector good has two empty windfall colonies to choose from; Runaway Robots pays 1 credit", async () => {
    await act(a, "Select Produce");
    await waitPrompt(a, "Your turn · Produce: choose the windfall colony that gets a good");
    await waitPrompt(b, "Produce: Ana is choosing a windfall colony");
    expect(await groupButtons(group(a, "w-star-nomad-lair"))).toEqual(["Put a Novelty good here"]);
    expect(await groupButtons(group(a, "w-runaway-robots"))).toEqual(["Put a Rare Elements good here"]);
    expect(await a.locator("[data-testid=decision] .nf-group").count()).toBe(2);
    await shot(a, "a-windfall");
    await act(a, group(a, "w-runaway-robots").getByRole("button", { name: "Put a Rare Elements good here" }));
    await waitPrompt(b, "Your turn · Select an action tile");
    await expect.poll(() => hasGood(b, 0, "w-runaway-robots")).toBe(1);
    expect(await hasGood(b, 0, "w-star-nomad-lair")).toBe(0);
    await expect.poll(() => hasGood(a, 1, BO_HOME)).toBe(1);
    await stats([a, b], [5, 3], [1, 2]);
    const lines = await log(b);
    expect(
      lines.some(
        (l) => l.includes("Ana") && l.includes("Produce bonus: windfall Rare Elements good on Runaway Robots") && l.includes("+1 good"),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes("Ana") && l.includes("Runaway Robots: Produce power") && l.includes("+1 ¢"))).toBe(true);
  });

  test("round 3: Ana settles Merchant World; Bo uses both Consume powers in his order; Ana sells for 4 and buys 2 VP", async () => {
    await act(b, "Select Explore");
    await act(b, "Explore Devolved Uplift Race");
    await waitPrompt(a, "Your turn · Explore: pick one world from the centre");
    await act(a, "Explore Merchant World");
    await waitPrompt(b, "Your turn · Explore: pick your second world (selector's bonus)");
    await act(b, "Explore Refugee World");
    await waitPrompt(a, "Your turn · Select an action tile");
    await act(a, "Select Settle");
    await act(a, group(a, "w-merchant-world").getByRole("button", { name: "Pay 4 credits" }));
    await waitPrompt(b, "Your turn · Settle: gain 2 colonists or settle one explored world");
    await act(b, group(b, "w-devolved-uplift-race").getByRole("button", { name: "Settle it for free" }));
    await waitPrompt(b, "Your turn · Select an action tile");
    await stats([a, b], [2, 3], [1, 2]);
    await act(b, "Select Trade/Consume");
    await waitPrompt(b, "Your turn · Trade: sell one good, or sell nothing");
    await act(b, "Sell nothing");
    await waitPrompt(b, "Your turn · Consume: use your Consume powers");
    // Two goods, two powers: each power offers each good; Bo gives Galactic Resort the good on Devolved Uplift Race.
    const resort = group(b, "w-galactic-resort");
    expect(await groupButtons(resort)).toEqual(["Consume the good on Earth's Lost Colony", "Consume the good on Devolved Uplift Race"]);
    expect(await groupButtons(group(b, BO_HOME))).toEqual([
      "Consume the good on Earth's Lost Colony",
      "Consume the good on Devolved Uplift Race",
    ]);
    await act(b, resort.getByRole("button", { name: "Consume the good on Devolved Uplift Race" }));
    // Earth's Lost Colony then has one good left to take: the engine uses it at once.
    await waitPrompt(a, "Your turn · Trade: sell one good, or sell nothing");
    await stats([a, b], [2, 4], [1, 5]);
    for (const tile of [BO_HOME, "w-devolved-uplift-race"]) expect(await hasGood(a, 1, tile)).toBe(0);
    expect(await a.locator("[data-testid=decision] button").allTextContents()).toEqual(["Runaway Robots (price 4)", "Sell nothing"]);
    await act(a, "Runaway Robots (price 4)");
    await waitPrompt(a, "Your turn · Consume: use your Consume powers");
    await stats([a, b], [6, 4], [1, 5]); // rare 2 + 2 from Merchant World
    expect(await groupButtons(group(a, "w-merchant-world"))).toEqual(["Buy 1 VP", "Buy 2 VP", "Don't use it"]);
    await shot(a, "a-buy-vp");
    await shot(b, "b-phone-waiting-consume");
    await act(a, "Buy 2 VP");
    await waitPrompt(a, "Your turn · Select an action tile");
    await waitPrompt(b, "Ana is selecting an action tile");
    await stats([a, b], [4, 4], [3, 5]);
    const lines = await log(b);
    expect(
      lines.some((l) => l.includes("Ana") && l.includes("sale of the Rare Elements good: 2 + 2 from Trade powers") && l.includes("+4 ¢")),
    ).toBe(true);
    expect(lines.some((l) => l.includes("Ana") && l.includes("Merchant World: buys 2 VP") && l.includes("−2 ¢"))).toBe(true);
    expect(lines.some((l) => l.includes("Ana") && l.includes("Merchant World: bought with 2 credits") && l.includes("+2 VP"))).toBe(true);
    expect(lines.some((l) => l.includes("Bo") && l.includes("Earth's Lost Colony: consumes Novelty"))).toBe(true);
    await shot(a, "a-round3");
    await b.locator(".nf-log").screenshot({ path: join(OUT, "newfrontiers-trade-b-phone-log.png") });
  });

  test("the engine replay of every accepted action gives what both pages show", async () => {
    const sorted = [...acked].sort((x, y) => x.v - y.v);
    sorted.forEach((x, i) => expect(x.v, "no accepted action missing").toBe(sorted[0]!.v + i));
    expect(
      sorted.filter((x) => ["sell", "consume", "buyVP", "windfall", "pass"].includes(x.action.type as string)).map((x) => x.action.type),
    ).toEqual(["sell", "consume", "sell", "windfall", "pass", "consume", "sell", "buyVP"]);
    const opts = newFrontiers.parseOptions(OPTIONS);
    if (isRuleError(opts)) throw new Error(opts.message);
    let s = newFrontiers.setup(2, opts, "e2e", { deck: DECK }) as NfState;
    for (const x of sorted) {
      const r = newFrontiers.apply(s, x.seat, newFrontiers.parseAction(x.action) as never);
      if (isRuleError(r)) throw new Error(`engine refuses ${JSON.stringify(x.action)}: ${r.message}`);
      s = r.state;
    }
    expect(s.round).toBe(3);
    for (const p of [a, b]) {
      for (const [seat, e] of s.empires.entries()) {
        expect(await textOf(p, `credits-${seat}`)).toBe(String(e.credits));
        expect(await textOf(p, `vp-${seat}`)).toBe(String(e.vpChips));
        for (const c of e.colonies) expect(await hasGood(p, seat, c.tile), `${c.tile} of seat ${seat}`).toBe(c.good ? 1 : 0);
      }
      // The log shows the newest entries first (up to 60): each shows the engine's record rendered in English.
      const lines = await log(p);
      const newest = [...s.log].reverse().slice(0, lines.length);
      expect(lines.length).toBe(Math.min(60, s.log.length));
      newest.forEach((e, i) => expect(lines[i]).toContain(logText(e, (x) => ["Ana", "Bo"][x] ?? "")));
    }
  });

  test("no page errors in any browser", () => {
    expect(errors).toEqual([]);
  });
});
