/**
 * The New Frontiers game state: plain JSON (the match server stores it, views are cut from it). Tiles are named by
 * catalogue id; a colony or explored world is unique (each world tile exists once), a development is unique per
 * empire (002_… §Desarrollar: "no puede comprar un desarrollo ya en el imperio"). `placedIn` stamps the action in
 * which a tile was placed, because "No se puede usar un poder en la acción en la que se coloca su ficha".
 */
import { copyRng, type RngState } from "../core/prng.ts";
import type { ActionTileId, GoodsKind } from "./catalogue.ts";
import type { NfLogRecord } from "./log-records.ts";
import type { NfOptions } from "./options.ts";
import type { Pending } from "./pending.ts";

export type NfActionTile = ActionTileId | "chartGoals";

/** Never changed in place (a change makes a new colony in a new list, `setColony`), so copies share colonies. */
export interface Colony {
  readonly tile: string;
  readonly colonists: number;
  readonly good: GoodsKind | null;
  /** `state.actionNo` of the action that placed it (0 = setup). */
  readonly placedIn: number;
}

export interface OwnedDevelopment {
  readonly tile: string;
  readonly placedIn: number;
}

export interface NfPlayer {
  /** Mat dealt (1–8) and the home colony tile id (chosen in later games). */
  mat: number;
  home: string | null;
  /**
   * Settled worlds, home colony first (§Asentar: added from the left of the mat). The list (like `developments`)
   * is never changed in place: a new colony makes a new list, so the powers read off it can be kept (powers.ts).
   */
  colonies: readonly Colony[];
  /** Explored, unsettled worlds (grey side up, inactive). */
  explored: string[];
  developments: readonly OwnedDevelopment[];
  /** Colonists on the mat's colonist area (not on colonies). */
  colonists: number;
  credits: number;
  /** Value of VP chips held. */
  vpChips: number;
  /** Credits stored on this player's bankCredit tile (Galactic Scavengers). */
  banked: number;
  /** Goal ids held face down (goals variant). */
  goals: string[];
  stockpile: { goods: GoodsKind[]; credits: number };
}

/** Per-turn working data of the action being resolved (reset for each player). */
export interface TurnData {
  /** Temporary military gained this Settle (kept for an extra world, §Asentar notes). */
  tempMilitary: number;
  /** Powers (tile#index) already used in this turn. */
  used: string[];
  /** Goods consumed by consume powers this turn (Prosperous Economy). */
  consumed: number;
  /** Worlds settled this turn (for extra settles). */
  settled: number;
  /** Goods produced this turn, by colony tile. */
  produced: { tile: string; kind: GoodsKind }[];
  /** Windfall powers still to resolve this Produce turn: "tile#index" or "bonus". */
  windfalls: string[];
  /** Goods kinds this Produce turn has more production colonies for than goods left (the player chooses). */
  shortage: GoodsKind[];
  /** Alien Oort Cloud Factory's kind, set by its owner "una vez por acción para esa acción" (002_… §Poderes). */
  oort?: GoodsKind;
}

export interface CurrentAction {
  tile: NfActionTile;
  selector: number;
  /** Seats that perform it, in order (selector first, then priority order wrapping). */
  order: number[];
  /** Index into `order` of the seat being resolved; order.length = everyone done. */
  idx: number;
  /** Explore: the worlds drawn into the centre; Settle: replaced worlds waiting to go back to the bag. */
  display: string[];
  /** Stage within the action (explore picks → returns; trade → consume → stockpile). */
  stage: string;
  turn: TurnData;
  /** Produce: goods produced by each seat in this action (producedMost). */
  producedBy: { seat: number; kind: GoodsKind }[];
}

/** The bookkeeping of a log entry beside its record: who, the signed changes it explains, the tile it is about. */
export interface LogFields {
  seat: number | null;
  credits?: number;
  vp?: number;
  colonists?: number;
  goods?: number;
  /** The tile or action tile the entry is about (catalogue id). */
  tile?: string;
  /** Colonists asked for when the supply had fewer (`colonists` says how many came). */
  asked?: number;
}

/** One log entry: what happened as a translatable record (log-records.ts), with its changes and round. */
export type LogEntry = NfLogRecord & LogFields & { round: number };

export interface NfState {
  game: "newfrontiers";
  options: NfOptions;
  players: number;
  rng: RngState;
  /** Test replays: world ids to draw first, in order (never in a live match). */
  forcedDraws: string[];
  bag: string[];
  /**
   * Development tile id → copies left in the central supply (faces in play only). Never changed in place: a
   * purchase replaces it (develop.ts), so copies of the state share it (cloneState).
   */
  supply: Readonly<Record<string, number>>;
  /** Faces in play for the 16 flippable slots A–P ("A"/"B"). */
  faces: string;
  vpPool: number;
  poolEmptied: boolean;
  colonistSupply: number;
  goodsSupply: Record<GoodsKind, number>;
  /** Credits piled on the Produce tile. */
  produceCredits: number;
  /** Priority track, first space first: one disc per seat (two per seat with 2 players). */
  track: number[];
  /** Discs at the front of the track that have selected this round (always a prefix). */
  selectedCount: number;
  /** Action tiles selected this round. */
  taken: NfActionTile[];
  round: number;
  /** Counts every selected action (stamps `placedIn`). */
  actionNo: number;
  current: CurrentAction | null;
  pending: Pending | null;
  /** Seats still to choose a home colony (later games), in order. */
  homeQueue: number[];
  goalStack: string[];
  endTriggers: string[];
  finished: boolean;
  empires: NfPlayer[];
  log: LogEntry[];
}

export function emptyTurn(): TurnData {
  return { tempMilitary: 0, used: [], consumed: 0, settled: 0, produced: [], windfalls: [], shortage: [] };
}

/** Starts a fresh player's turn on the action (a new TurnData only when the current one holds anything). */
export function resetTurn(cur: CurrentAction): void {
  const t = cur.turn;
  const empty =
    t.tempMilitary === 0 &&
    t.consumed === 0 &&
    t.settled === 0 &&
    !("oort" in t) &&
    t.used.length + t.produced.length + t.windfalls.length + t.shortage.length === 0;
  if (!empty) cur.turn = emptyTurn();
}

/**
 * A deep copy for `apply` (which never mutates its input) and `scratch`, written out field by field: structuredClone
 * was half of the engine's time, and object spreads were still most of a copy's. The object literals are typed, so
 * a field added to the state and not copied here does not compile. Log entries and the options are never mutated
 * once written, and the development supply is replaced rather than changed, so they are shared.
 */
export function cloneState(s: NfState): NfState {
  return {
    game: s.game,
    options: s.options,
    players: s.players,
    rng: copyRng(s.rng),
    forcedDraws: s.forcedDraws.slice(),
    bag: s.bag.slice(),
    supply: s.supply,
    faces: s.faces,
    vpPool: s.vpPool,
    poolEmptied: s.poolEmptied,
    colonistSupply: s.colonistSupply,
    goodsSupply: { novelty: s.goodsSupply.novelty, rare: s.goodsSupply.rare, genes: s.goodsSupply.genes, alien: s.goodsSupply.alien },
    produceCredits: s.produceCredits,
    track: s.track.slice(),
    selectedCount: s.selectedCount,
    taken: s.taken.slice(),
    round: s.round,
    actionNo: s.actionNo,
    current: s.current && cloneCurrent(s.current),
    pending: s.pending && { ...s.pending },
    homeQueue: s.homeQueue.slice(),
    goalStack: s.goalStack.slice(),
    endTriggers: s.endTriggers.slice(),
    finished: s.finished,
    empires: s.empires.map(cloneEmpire),
    log: s.log.slice(),
  };
}

/**
 * A copy of a count per id with `id` set to `n` (a key already there keeps its place, so the JSON is unchanged). A
 * spread into one literal, which copies a small record much faster than a loop over its keys.
 */
export function withCount(counts: Readonly<Record<string, number>>, id: string, n: number): Record<string, number> {
  return { ...counts, [id]: n };
}

/** A copy of a turn's working data (`oort` only when set, so the JSON is unchanged). */
export function cloneTurn(t: TurnData): TurnData {
  const turn: TurnData = {
    tempMilitary: t.tempMilitary,
    used: t.used.slice(),
    consumed: t.consumed,
    settled: t.settled,
    produced: t.produced.slice(),
    windfalls: t.windfalls.slice(),
    shortage: t.shortage.slice(),
  };
  if (t.oort !== undefined) turn.oort = t.oort;
  return turn;
}

function cloneCurrent(cur: CurrentAction): CurrentAction {
  return {
    tile: cur.tile,
    selector: cur.selector,
    order: cur.order.slice(),
    idx: cur.idx,
    display: cur.display.slice(),
    stage: cur.stage,
    turn: cloneTurn(cur.turn),
    producedBy: cur.producedBy.slice(),
  };
}

function cloneEmpire(e: NfPlayer): NfPlayer {
  return {
    mat: e.mat,
    home: e.home,
    colonies: e.colonies,
    explored: e.explored.slice(),
    developments: e.developments,
    colonists: e.colonists,
    credits: e.credits,
    vpChips: e.vpChips,
    banked: e.banked,
    goals: e.goals.slice(),
    stockpile: { goods: e.stockpile.goods.slice(), credits: e.stockpile.credits },
  };
}

/**
 * Puts `next` in place of the colony on tile `tile` (a tile is in one place only) as a new list: NfPlayer.colonies
 * is never changed in place.
 */
export function setColony(e: NfPlayer, tile: string, next: Colony): void {
  e.colonies = e.colonies.map((x) => (x.tile === tile ? next : x));
}

/** Seat `seat`'s empire. Seats are checked before any rule runs, so a seat with no empire is a programmer error. */
export function empire(s: NfState, seat: number): NfPlayer {
  const e = s.empires[seat];
  if (e === undefined) throw new Error(`New Frontiers: seat ${seat} has no empire (${s.empires.length} seats)`);
  return e;
}
