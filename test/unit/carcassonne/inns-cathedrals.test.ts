/**
 * Inns & Cathedrals (inns-cathedrals/rules.ts, tiles.ts) through the public game: the printed set, the large meeple
 * in every seat's supply and at the meeple step (both sizes offered, a refusal for the one not there, home again
 * after scoring), and the inner field of the four-caps tile. Inn and cathedral scoring and the large meeple's
 * weight are the golden replays test/golden/inns-*.json, worked by hand.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { CATHEDRAL, INN, INNS_TILES } from "../../../engine/carcassonne/inns-cathedrals/tiles.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";

function setup(deck: string[], players = 2): CarcState {
  const o = carcassonne.parseOptions({ innsCathedrals: true, firstSeat: 0, farmers: true });
  if (isRuleError(o)) throw new Error(o.message);
  const s = carcassonne.setup(players, o, "inns", { deck });
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

function play(s: CarcState, action: Parameters<typeof carcassonne.apply>[2]): CarcState {
  const out = carcassonne.apply(s, carcassonne.toAct(s)[0]!, action);
  if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`);
  return out.state;
}

const marked = (mark: string) => INNS_TILES.filter((t) => t.features.some((f) => f.marks?.includes(mark)));

describe("Inns & Cathedrals", () => {
  it("has the printed set: 18 tiles, 2 cathedrals, 6 inns", () => {
    expect(INNS_TILES.reduce((a, t) => a + t.count, 0)).toBe(18);
    expect(marked(CATHEDRAL).reduce((a, t) => a + t.count, 0)).toBe(2);
    expect(marked(INN).reduce((a, t) => a + t.count, 0)).toBe(6);
    expect(INNS_TILES.every((t) => t.start === 0)).toBe(true);
  });

  it("each seat has 7 meeples and its large one; the meeple step offers both sizes on every free feature", () => {
    const s = setup(["inns-inn-straight", "base-A"]);
    expect(carcassonne.view(s, 0).supply).toEqual([8, 8]);
    expect(carcassonne.view(s, 0).bigInSupply).toEqual([true, true]);
    const t = play(s, { type: "place", x: 1, y: 0, rotation: 0 });
    const meeples = carcassonne.legalActions(t, 0).filter((a) => a.type === "meeple");
    const byFeature = new Map<string, boolean[]>();
    for (const a of meeples) if (a.type === "meeple") byFeature.set(a.feature, [...(byFeature.get(a.feature) ?? []), a.big === true]);
    expect([...byFeature.keys()].sort()).toEqual(["o1", "o2", "r1"]);
    for (const sizes of byFeature.values()) expect(sizes.sort()).toEqual([false, true]);
  });

  it("the large meeple goes once: a second one is refused; it comes home when its feature is scored", () => {
    // seat 0's large meeple on the inn road, closed at once by seat 1's monastery tile and seat 0's second one
    let s = setup(["inns-inn-straight", "base-A", "base-A"]);
    s = play(s, { type: "place", x: 1, y: 0, rotation: 0 });
    s = play(s, { type: "meeple", feature: "r1", big: true });
    expect(carcassonne.view(s, null).bigInSupply).toEqual([false, true]);
    expect(carcassonne.view(s, null).meeples).toEqual([{ seat: 0, x: 1, y: 0, feature: "r1", big: true }]);
    s = play(s, { type: "place", x: 2, y: 0, rotation: 1 });
    s = play(s, { type: "pass" });
    s = play(s, { type: "place", x: -1, y: 0, rotation: 3 });
    const again = carcassonne.apply(s, 0, { type: "meeple", feature: "c1", big: true });
    expect(isRuleError(again) && again.code).toBe("no-big-meeple");
    const done = play(s, { type: "pass" });
    expect(carcassonne.view(done, null).bigInSupply).toEqual([true, true]);
    expect(carcassonne.view(done, null).supply).toEqual([8, 8]);
    expect(carcassonne.result(done).scores).toEqual([8, 0]); // the inn road: 4 tiles × 2
  });

  it("the four-caps tile's inner field takes a farmer and supplies every completed city of its four caps", () => {
    // north of the start tile: its south cap closes the start tile's cap at once (a city nobody holds)
    const s = setup(["inns-four-cities"]);
    const t = play(s, { type: "place", x: 0, y: -1, rotation: 0 });
    expect(carcassonne.legalActions(t, 0)).toContainEqual({ type: "meeple", feature: "o1" });
    const end = play(t, { type: "meeple", feature: "o1" });
    expect(end.phase).toBe("over");
    // the farm borders four caps; one city is complete: 3 points (001_… §"Sfârșitul jocului")
    expect(carcassonne.result(end).items).toMatchObject([{ seat: 0, reason: "farm", points: 3, final: true }]);
  });
});
