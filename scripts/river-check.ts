/**
 * How the river sets play out (scripts/validate-tiles.ts prints it): for The River, The River II and both, seeded
 * games placed at random among the legal placements until the first land tile is drawn; how many river tiles
 * fitted nowhere and were set aside, and how often every open end of the river was closed. Pure: returns numbers.
 */
import { isRuleError } from "../engine/core/game-module.ts";
import { carcassonne } from "../engine/carcassonne/game.ts";
import { logRecords } from "../engine/carcassonne/state.ts";
import { WATER_CODE } from "../engine/carcassonne/river/placement.ts";
import { sigSide, tileKind, tileKindById } from "../engine/carcassonne/tiles.ts";
import { Rand } from "../test/support/rand.ts";

export interface RiverStats {
  rivers: string;
  seeds: number;
  /** River tiles set aside (fit nowhere), summed over the seeds. */
  discarded: number;
  /** Seeds where at least one river tile was set aside. */
  seedsWithDiscards: number;
  /** Seeds where the river had no open end left when the land tiles began. */
  closed: number;
}

const isRiver = (id: string) => tileKindById(id)?.data.drawGroup?.startsWith("river") === true;

export function checkRiver(rivers: { river: boolean; river2: boolean }, seeds = 1000): RiverStats {
  const o = carcassonne.parseOptions({ ...rivers, farmers: false });
  if (isRuleError(o)) throw new Error(o.message);
  let discarded = 0,
    seedsWithDiscards = 0,
    closed = 0;
  for (let n = 0; n < seeds; n++) {
    const made = carcassonne.setup(2, o, `river-check-${n}`);
    if (isRuleError(made)) throw new Error(made.message);
    const s = carcassonne.scratch(made);
    const rand = new Rand(`river-check-choices-${n}`);
    while (carcassonne.toAct(s).length > 0 && (s.current < 0 || isRiver(tileKind(s.current).id))) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat).filter((a) => a.type !== "meeple");
      carcassonne.applyInPlace!(s, seat, legal[rand.int(legal.length)]!);
    }
    const away = logRecords(s).filter((r) => r.key === "tileDiscarded" && isRiver(String(r.args.tile))).length;
    discarded += away;
    if (away > 0) seedsWithDiscards++;
    // no frontier cell shows water: every end of the river met the lake or a tile that closes it
    if (!s.frontierSig.some((sig) => [0, 1, 2, 3].some((d) => sigSide(sig, d) === WATER_CODE))) closed++;
  }
  const name = [rivers.river ? "I" : "", rivers.river2 ? "II" : ""].filter(Boolean).join(" + ");
  return { rivers: `The River ${name}`, seeds, discarded, seedsWithDiscards, closed };
}
