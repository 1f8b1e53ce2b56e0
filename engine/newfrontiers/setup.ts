/**
 * Setup (002_… §Preparar): developments laid out by player count (1/2/3 copies of each small one for 2/3–4/5
 * players), marked faces in the first game or a coin flip per flippable stack later; 12 VP per player in the pool;
 * 12 colonists per player; the world bag; a random priority order (two discs each with 2 players); 3 credits each,
 * +1 for the last player and, with 4–5 players, the second-to-last; one mat dealt to each player (first game: the
 * marked home colony; later: each chooses one of its two home colonies, in player order); a colonist on the home
 * colony and its windfall good.
 */
import { nextInt, seedRng } from "../core/prng.ts";
import { ruleError, type ForcedRandomness, type RuleError } from "../core/game-module.ts";
import { CATALOGUE, homeColonyById, worldById, type GoodsKind } from "./catalogue.ts";
import { log } from "./ledger.ts";
import type { NfLogRecord } from "./log-records.ts";
import { checkOptionsFor, type NfOptions } from "./options.ts";
import { nameOf } from "./powers.ts";
import { empire, type NfPlayer, type NfState } from "./state.ts";
import type { DecisionRules } from "./turns.ts";

/**
 * Goods cubes per kind. The box has 60 cubes (split unknown) and "Se proporcionan suficientes bienes para todos los
 * mundos del juego": each kind gets 15, or as many as there are tiles that can hold a good of that kind (the Oort
 * Cloud counts for every kind) if that is more. Only stockpiles (goals) can make goods run short.
 */
export const GOODS_SUPPLY: Readonly<Record<GoodsKind, number>> = (() => {
  const holders = (k: GoodsKind) =>
    [...CATALOGUE.worlds, ...CATALOGUE.homeColonies].filter((t) => t.goods !== "none" && (t.kind === k || t.kind === "variable")).length;
  const out = { novelty: 0, rare: 0, genes: 0, alien: 0 };
  for (const k of ["novelty", "rare", "genes", "alien"] as const) out[k] = Math.max(15, holders(k));
  return out;
})();

export function shuffle<T extends NonNullable<unknown>>(rng: NfState["rng"], items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const a = items[i];
    const b = items[j];
    if (a !== undefined && b !== undefined) [items[i], items[j]] = [b, a];
  }
  return items;
}

/** Every world's id in sorted order: the bag before the first draw (sorted once, not once a game). */
export const WORLD_IDS: readonly string[] = CATALOGUE.worlds.map((w) => w.id).sort();

function copiesFor(players: number): number {
  return new Map(Object.entries(CATALOGUE.setup.developments.smallCopiesByPlayers)).get(String(players)) ?? 2;
}

/** The two home colonies of mat `m` (sides A and B). */
export function homesOfMat(m: number): string[] {
  return CATALOGUE.homeColonies.filter((h) => h.mat === m).map((h) => h.id);
}

export function setupState(players: number, options: NfOptions, seed: string, forced?: ForcedRandomness): NfState | RuleError {
  if (!Number.isInteger(players) || players < 2 || players > 5) return ruleError("bad-players", "New Frontiers is for 2 to 5 players.");
  const bad = checkOptionsFor(players, options);
  if (bad) return bad;
  const unknown = forced?.deck?.find((id) => !worldById(id));
  if (unknown) return ruleError("bad-deck", `${unknown} is not a world tile.`, { tile: unknown });
  const rng = seedRng(seed);
  const later = options.setup === "later";
  const faces = later
    ? (options.faces ?? Array.from({ length: 16 }, () => (nextInt(rng, 2) === 0 ? "A" : "B")).join(""))
    : "AAAAAAAAAAAAAAAA";
  const copies = copiesFor(players);
  const supply: Record<string, number> = {};
  for (const d of CATALOGUE.developments.fixedSmall) supply[d.id] = copies;
  CATALOGUE.developments.variableSmall.forEach((st, i) => {
    const face = later ? faces[i] : st.firstGameFace;
    const f = st.faces.find((x) => x.face === face) ?? st.faces[0];
    supply[f.id] = copies;
  });
  CATALOGUE.developments.large.forEach((st, i) => {
    const face = later ? faces[8 + i] : st.firstGameFace;
    const f = st.faces.find((x) => x.face === face) ?? st.faces[0];
    supply[f.id] = 1;
  });
  const order = options.order
    ? [...options.order]
    : shuffle(
        rng,
        Array.from({ length: players }, (_, i) => i),
      );
  const mats = options.mats ? [...options.mats] : shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8]).slice(0, players);
  // The last player in priority order starts with 1 more credit, with 4 or 5 players the second-to-last too.
  const extraCredit = new Set(order.slice(players >= 4 ? -2 : -1));
  const empires: NfPlayer[] = mats.map((mat, seat) => ({
    mat,
    home: null,
    colonies: [],
    explored: [],
    developments: [],
    colonists: 0,
    credits: 3 + (extraCredit.has(seat) ? 1 : 0),
    vpChips: 0,
    banked: 0,
    goals: [],
    stockpile: { goods: [], credits: 0 },
  }));
  const s: NfState = {
    game: "newfrontiers",
    options,
    players,
    rng,
    forcedDraws: forced?.deck ? [...forced.deck] : [],
    bag: WORLD_IDS.slice(),
    supply,
    faces,
    vpPool: CATALOGUE.setup.vpPool.chipsValuePerPlayer * players,
    poolEmptied: false,
    colonistSupply: CATALOGUE.setup.colonistSupply.perPlayer * players,
    goodsSupply: { ...GOODS_SUPPLY },
    produceCredits: 0,
    track: players === 2 ? [...order, ...order] : order,
    selectedCount: 0,
    taken: [],
    round: 1,
    actionNo: 0,
    current: null,
    pending: null,
    homeQueue: [],
    goalStack: options.goals
      ? shuffle(
          rng,
          CATALOGUE.goals.map((g) => g.id),
        )
      : [],
    endTriggers: [],
    finished: false,
    empires,
    log: [],
  };
  log(s, { seat: null, key: "priorityOrder", args: { seats: order.slice() } });
  if (later) s.homeQueue = [...order];
  else
    for (const seat of order) {
      const home = homesOfMat(empire(s, seat).mat).find((id) => homeColonyById(id)?.firstGameSide);
      if (home) placeHome(s, seat, home);
    }
  return s;
}

/** Puts the home colony with its colonist and windfall good into the empire (and applies its setup credits). */
export function placeHome(s: NfState, seat: number, id: string): void {
  const e = empire(s, seat);
  const h = homeColonyById(id);
  if (!h) return;
  e.home = id;
  s.colonistSupply -= h.startingColonists;
  const kind = h.kind;
  const good = h.startsWithGood && kind !== "none" && kind !== "variable" ? kind : null;
  if (good) s.goodsSupply[good]--;
  e.colonies = [...e.colonies, { tile: id, colonists: h.startingColonists, good, placedIn: 0 }];
  if (h.setupCreditsDelta) e.credits += h.setupCreditsDelta;
  const what: NfLogRecord = good ? { key: "homeColonyGood", args: { tile: id, kind: good } } : { key: "homeColony", args: { tile: id } };
  log(s, { seat, ...what, tile: id, ...(h.setupCreditsDelta ? { credits: h.setupCreditsDelta } : {}) });
}

export const chooseHomeDecision: DecisionRules<"chooseHome"> = {
  legal: (s, p) => homesOfMat(empire(s, p.seat).mat).map((home) => ({ type: "chooseHome", home })),
  act(s, p, a) {
    if (a.type !== "chooseHome") return ruleError("wrong-decision", "Choose your home colony first.");
    if (!homesOfMat(empire(s, p.seat).mat).includes(a.home))
      return ruleError("not-your-mat", `${nameOf(a.home)} is not on the mat you were dealt.`, { tile: a.home });
    placeHome(s, p.seat, a.home);
    s.homeQueue.shift();
    s.pending = null;
    return null;
  },
};
