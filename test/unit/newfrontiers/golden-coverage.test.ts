/**
 * The golden replays must cover the game, not only the unit tests — each action, each power kind
 * and each end condition: across test/golden/nf-*.json, every action tile is performed, every
 * (action, effect, timing) of a catalogue power — and every special shape listed in powers-coverage — belongs to
 * a seat taking part in that action after the tile's placement, every end condition ends a finished replay. What
 * each power did is stated in the file's description and checked by its expectations (golden-nf, golden-replays).
 */
import { describe, expect, it } from "vitest";
import { allPowers, POWER_ACTIONS } from "../../../engine/newfrontiers/catalogue.ts";
import { ownedTiles } from "../../../engine/newfrontiers/powers.ts";
import { nfGoldenFiles, replayNf } from "./golden-files.ts";
import { powerShape } from "./power-shapes.ts";

const kindOf = (p: { action: string; effect: string; timing?: string }) => `${p.action}:${p.effect}:${p.timing ?? "default"}`;

function covered() {
  const kinds = new Map<string, string>();
  const actions = new Set<string>();
  const ends = new Set<string>();
  for (const { file, golden } of nfGoldenFiles()) {
    // A selected action is performed at once by every seat, with the powers each owns at selection (a tile placed
    // during the action never uses its powers in it), so the state just before `select` says what is active.
    const s = replayNf(golden, (st, _seat, action) => {
      if (action.type !== "select") return;
      const tile = action.action as string;
      actions.add(tile);
      if (!(POWER_ACTIONS as readonly string[]).includes(tile)) return;
      for (const e of st.empires) {
        for (const { tile: t } of ownedTiles(e)) {
          for (const power of t.powers) {
            if (power.action !== tile) continue;
            for (const k of [kindOf(power), powerShape(power)]) if (k && !kinds.has(k)) kinds.set(k, file);
          }
        }
      }
    });
    if (s.finished) for (const t of s.endTriggers) ends.add(t);
  }
  return { kinds, actions, ends };
}

describe("New Frontiers golden replays cover the game", () => {
  const { kinds, actions, ends } = covered();

  it("every action tile is performed in some replay", () => {
    const all = ["develop", "explore", "settle", "produce", "tradeConsume", "envoys", "isolation", "chartGoals"];
    expect(all.filter((a) => !actions.has(a))).toEqual([]);
  });

  it("every power kind and special shape of the catalogue is active in some replay's action", () => {
    const wanted = new Set(allPowers().flatMap(({ power }) => [kindOf(power), powerShape(power)].filter((k): k is string => !!k)));
    expect([...wanted].filter((k) => !kinds.has(k)).sort()).toEqual([]);
  });

  it("every end condition ends some finished replay", () => {
    expect(["developmentSpaces", "colonies", "colonistSupply", "vpPool"].filter((t) => !ends.has(t))).toEqual([]);
  });
});
