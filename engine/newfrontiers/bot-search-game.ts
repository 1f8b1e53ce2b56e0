/**
 * The New Frontiers game as its search bots see it: the real rules (game.ts) with one choice list cut
 * down so the search's iterations go where they matter. Returning worlds over the nine-world limit (002_…
 * §Explorar, world-limit.ts) offers every k-subset of the explored worlds — up to 165 answers, each of which the
 * search would judge (and settle) — though the sensible answers return the worlds the empire misses least. Here
 * the explored worlds are ranked by what the evaluation counts for one (bot-eval.ts: its printed VP + 1; a
 * judgement per world through the evaluation cost more time than it saved) and only the subsets of the
 * `count + 1` least worth are offered: `count + 1` answers, all legal in the real game. Every other decision is
 * unchanged. The baselines (random, greedy) keep the full lists: only the levels' search uses this.
 */
import type { AnyGameModule } from "../core/game-module.ts";
import type { BotGame } from "../core/bot-play.ts";
import { newFrontiers } from "./game.ts";
import { sortIds } from "./ledger.ts";
import { tileOf } from "./powers.ts";
import type { NfState } from "./state.ts";
import type { NfAction } from "./actions.ts";
import { nfBots } from "./bots.ts";

/** What an explored world counts for in the evaluation, before weights (bot-eval.ts `engineWorth`). */
function worldWorth(world: string): number {
  const vp = tileOf(world).vp;
  return typeof vp === "number" ? vp + 1 : 1;
}

/** The search's answers for `seat`: the real legal list, but a world return offers only the least missed worlds. */
export function searchLegalActions(s: NfState, seat: number): NfAction[] {
  const p = s.pending;
  const e = s.empires[seat];
  // the full list (all k-subsets) is never built when it would be cut
  if (s.finished || !p || p.seat !== seat || p.kind !== "exploreReturn" || !e || e.explored.length <= p.count + 1)
    return newFrontiers.legalActions(s, seat) as NfAction[];
  const ranked = e.explored.map((w, i) => ({ w, i, v: worldWorth(w) }));
  ranked.sort((a, b) => a.v - b.v || a.i - b.i);
  const keep = ranked.slice(0, p.count + 1).map((r) => r.w);
  // each answer leaves one of the kept worlds out (the legal list's world order: sorted ids)
  return keep.map((spared) => ({ type: "returnWorlds", worlds: sortIds(keep.filter((w) => w !== spared)) }) as NfAction);
}

const searchGame: AnyGameModule = { ...newFrontiers, legalActions: (s, seat) => searchLegalActions(s as NfState, seat) } as AnyGameModule;

/** New Frontiers with the search's cut-down lists, for the levels (engine/bots.ts). */
export const nfSearchGame: BotGame = { game: searchGame, bots: nfBots };
