/**
 * How good a New Frontiers position looks for each seat, on the VP scale (engine/core/bot.ts `evaluate`): the score
 * if the game ended now (scoring.ts: VP chips, printed VP of colonies and developments, the "?" bonuses of 9-cost
 * developments as they stand; 002_… §Fin del juego), plus what the empire is still worth while the game runs on:
 * credits, goods, colonists and explored worlds (they turn into VP soon), production colonies and powers (they pay
 * every round left), and the progress towards its own face-down goals — all discounted by how near the end is.
 * The end is near when any of the four end conditions (§Fin del juego: more than 10 development spaces, more than 7
 * colonies, fewer than 5 colonists in the supply, the VP pool empty) is close; once one is met the game ends with
 * the round, and only what can still be done in it counts. A tiny tie-break term (credits + goods in the empire,
 * §Fin del juego "el jugador empatado con la mayor cantidad de créditos y bienes") separates equal scores.
 */
import { CATALOGUE, goalById, type GoodsKind } from "./catalogue.ts";
import { END_SPACES, MAX_COLONIES, MIN_SUPPLY, spacesUsed } from "./end-limits.ts";
import { goalMeasure } from "./goals.ts";
import { tileOf, tradePrice } from "./powers.ts";
import { finalStanding, tieBreak } from "./scoring.ts";
import type { NfPlayer, NfState } from "./state.ts";

/** The worth of each part of an empire in VP, before the discount for time (chosen by self-play: docs/bots.md). */
export type EvalWeights = { readonly [K in keyof typeof WEIGHTS]: number };

export const WEIGHTS = {
  /**
   * A credit: developments give 1–3 VP and a power for 1–6 credits, worlds ~2 VP and often production for ~2
   * (catalogue). 0.8 played clearly better than lower values in greedy self-play (docs/bots.md).
   */
  credit: 0.8,
  /** A good sells for 1–4 credits by kind (§Comercio) or is consumed for VP chips (§Consumir): base + per price. */
  good: 0.5,
  goodPerPrice: 0.1,
  /** A colonist on the mat: a world takes 1–2 of them to settle (§Asentar). */
  colonist: 0.3,
  /**
   * An explored world: a small part of its VP + 1 (settling it still costs credits or military and colonists, and
   * it leaves the empire unsettled at the end: §Fin del juego). 0.2 played better than higher or lower values.
   */
  exploredPerVp: 0.2,
  /** A production colony's good each Produce (§Producir), per round left. */
  productionPerRound: 0.22,
  /** A power of an owned tile (colonies and developments), per round left. */
  powerPerRound: 0.08,
  /** A 9-cost development's "?" bonus grows as the empire does: this share of it more per round left. */
  bonusGrowthPerRound: 0.05,
  /** Tie-break (credits + goods in the empire): far below one VP. */
  tieBreak: 0.01,
  /** Rounds a game lasts (README §4: "12–15 rounds"): rounds left = this × the share of the game left. */
  gameRounds: 12,
  /** What is left to do in the last round, once an end condition is met: the least "soon" is. */
  lastRound: 0.2,
  /** How fast "soon" (what credits, goods… will still turn into) falls as the end nears: min(1, this × left). */
  soonRate: 3,
} as const;

/**
 * The share of the game still to play (1 at the start, 0 once an end condition is met): one minus the progress of
 * the end condition nearest to being met.
 */
export function gameLeft(s: NfState): number {
  if (s.finished || s.endTriggers.length > 0) return 0;
  const pool = CATALOGUE.setup.vpPool.chipsValuePerPlayer * s.players;
  // the supply after the home colonies took their colonist each (setup.ts)
  const colonists = (CATALOGUE.setup.colonistSupply.perPlayer - CATALOGUE.setup.homeColony.colonistsOnIt) * s.players;
  let progress = 1 - s.vpPool / pool;
  progress = Math.max(progress, (colonists - s.colonistSupply) / (colonists - MIN_SUPPLY + 1));
  for (const e of s.empires) {
    // the home colony is there from the start; the end comes with the 8th colony or the 11th space
    progress = Math.max(progress, (e.colonies.length - 1) / MAX_COLONIES, spacesUsed(e) / (END_SPACES + 1));
  }
  return Math.min(1, Math.max(0, 1 - progress));
}

/** The expected VP of one of `seat`'s goals while the game runs: all of it once met, else a share by progress. */
function goalWorth(s: NfState, seat: number, id: string, soon: number): number {
  const g = goalById(id);
  if (!g) return 0;
  const c = g.condition;
  if (c.type === "most") {
    const mine = goalMeasure(s, seat, c)[0] ?? 0;
    let best = 0;
    s.empires.forEach((_, x) => {
      if (x !== seat) best = Math.max(best, goalMeasure(s, x, c)[0] ?? 0);
    });
    if (mine >= c.minimum && mine > best) return g.reward.vp;
    if (mine >= c.minimum && mine === best) return g.reward.tieVp ?? 0;
    return g.reward.vp * 0.5 * soon * Math.min(1, mine / Math.max(c.minimum, best + 1));
  }
  const parts = "all" in c ? c.all : [c];
  const values = goalMeasure(s, seat, c);
  const share = parts.reduce((f, p, i) => f * Math.min(1, (values[i] ?? 0) / Math.max(1, p.atLeast)), 1);
  return share >= 1 ? g.reward.vp : g.reward.vp * share * share * soon;
}

/** Goods, credits, colonists and explored worlds (worth `soon`), production and powers (per round left). */
function engineWorth(W: EvalWeights, e: NfPlayer, soon: number, roundsLeft: number): number {
  let v = (e.credits + e.banked) * W.credit * soon + e.colonists * W.colonist * soon;
  let powers = 0;
  for (const c of e.colonies) {
    const t = tileOf(c.tile);
    if (c.good !== null) v += goodWorth(W, c.good) * soon;
    if (t.tileType !== "development" && t.goods === "production") v += W.productionPerRound * roundsLeft;
    powers += t.powers.length;
  }
  for (const d of e.developments) powers += tileOf(d.tile).powers.length;
  for (const w of e.explored) {
    const vp = tileOf(w).vp;
    v += W.exploredPerVp * (typeof vp === "number" ? vp + 1 : 1) * soon;
  }
  return v + powers * W.powerPerRound * roundsLeft;
}

function goodWorth(W: EvalWeights, kind: GoodsKind): number {
  return W.good + W.goodPerPrice * tradePrice(kind);
}

/** Each seat's score now plus the discounted worth of its empire (see the module comment). */
export function evaluateNf(s: NfState): number[] {
  return evaluateWith(WEIGHTS, s);
}

/** evaluateNf with other weights (the arena compares weightings). */
export function evaluateWith(W: EvalWeights, s: NfState): number[] {
  const { scores, items } = finalStanding(s);
  const left = gameLeft(s);
  const soon = s.finished ? 0 : Math.min(1, W.lastRound + W.soonRate * left);
  const roundsLeft = W.gameRounds * left;
  return s.empires.map((e, seat) => {
    let v = (scores[seat] ?? 0) + tieBreak(e) * W.tieBreak;
    if (s.finished) return v; // the final score counts the goals (scoring.ts)
    v += engineWorth(W, e, soon, roundsLeft);
    for (const i of items) if (i.seat === seat && i.reason === "bonus") v += i.points * W.bonusGrowthPerRound * roundsLeft;
    for (const id of e.goals) v += goalWorth(s, seat, id, soon);
    return v;
  });
}
