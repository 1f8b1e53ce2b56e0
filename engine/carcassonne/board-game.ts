/**
 * What a game on the board engine declares, and where the core finds it: a `BoardGameDef` names the game's rule
 * modules in declared order, its tile sets and start tile, its score table per feature kind, its meeples and
 * what happens to a tile that fits nowhere. Each game's file defines its own with
 * `defineBoardGame`; the core looks the active one up by `state.game`, so it imports no game.
 */
import type { BoardOptions } from "./options.ts";
import type { ModulePhase, PieceKind, RuleModule, StateSlice } from "./rule-module.ts";
import type { ScoreReason } from "./score-item.ts";
import type { CarcState } from "./state.ts";
import { tileKind, type TileSet } from "./tile-kinds.ts";

/** Points per tile and per emblem, in play and at the end, for one feature kind, and the score items' reason. */
export interface KindTable {
  tile: number;
  emblem: number;
  finalTile: number;
  finalEmblem: number;
  reason: ScoreReason;
}

export interface BoardGameDef {
  readonly id: string;
  /** Rule modules in declared order: hooks run in this order, final scoring included. */
  readonly modules: readonly RuleModule[];
  /** Tile sets always in the supply (an enabled module adds its own). */
  readonly tileSets: readonly TileSet[];
  /** Id of the start tile, placed at the origin in its stored orientation. */
  readonly startTile: string;
  /** By feature kind (K_ROUTE, K_ENCLOSURE, K_CENTER, K_OPEN). */
  readonly scoring: Readonly<Record<number, KindTable>>;
  /** Meeples per player at setup. */
  readonly meeples: number;
  /** A drawn tile that fits nowhere: removed from the game, or put back into the stack and another drawn. */
  readonly unplaceable: "discard" | "return";
  /** The English refusal for an edge mismatch (code `edge-mismatch`), in the game's own terms. */
  readonly edgeMismatch: string;
}

/** The modules and slices a match runs (from its game and options; options never change during a match). */
export interface ActiveRules {
  readonly def: BoardGameDef;
  readonly modules: readonly RuleModule[];
  readonly slices: readonly StateSlice[];
  /** Tile sets whose tiles go into the supply. */
  readonly tileSets: readonly TileSet[];
  /** The module that owns the meeple step (its `placeMeeple`), if any. */
  readonly meepleOwner: RuleModule | undefined;
  /** The module that lists the meeple step's choices (its `meepleActions`), if any. */
  readonly meepleLister: RuleModule | undefined;
  /** Feature kinds meeples may stand on besides roads, cities and monasteries (every module's `meepleKinds`). */
  readonly meepleKinds: readonly number[];
  /** The module that gives each seat a big meeple (the first with `bigMeeple`). */
  readonly bigMeeple: RuleModule | undefined;
  /** Every enabled module's pieces besides meeples, in module order. */
  readonly pieces: readonly PieceKind[];
  /** Every module decision phase by name (the first module declaring a name owns it). */
  readonly phases: ReadonlyMap<string, ModulePhase>;
  /** A tile kind's draw rank (0 is drawn first, ungrouped tiles last), or null when no module orders the draw. */
  readonly drawRank: ((kind: number) => number) | null;
  /** Modules with each hook, in declared order (so the turn loops only over the ones that have it). */
  readonly hooks: { readonly [H in HookName]: readonly RuleModule[] };
}

type HookName =
  | "drawTile"
  | "afterPlace"
  | "beforeScoring"
  | "completed"
  | "featureRow"
  | "seatBonus"
  | "strength"
  | "afterScoring"
  | "extraTile"
  | "finalScoring"
  | "meeplesReturned";
const HOOKS: readonly HookName[] = [
  "drawTile",
  "afterPlace",
  "beforeScoring",
  "completed",
  "featureRow",
  "seatBonus",
  "strength",
  "afterScoring",
  "extraTile",
  "finalScoring",
  "meeplesReturned",
];

const DEFS = new Map<string, BoardGameDef>();

/** Registers a game's definition (game files call it once at load). */
export function defineBoardGame(def: BoardGameDef): BoardGameDef {
  DEFS.set(def.id, def);
  return def;
}

export function boardGame(id: string): BoardGameDef {
  const def = DEFS.get(id);
  if (!def) throw new Error(`unknown board game ${id}`);
  return def;
}

const cache = new WeakMap<object, ActiveRules>();
/** The same by game and options content: every match (and every state read from JSON) brings its own options object. */
const byContent = new Map<string, ActiveRules>();
/** Distinct option sets remembered by content (a bound: options come from players). */
const BY_CONTENT_MAX = 256;
/** The last lookup: a playout asks for the same match's rules many times per action. */
let last: { options: object | null; game: string; rules: ActiveRules | null } = { options: null, game: "", rules: null };

/** The rules a match runs, memoised per options object (one game's options object serves one game) and by content. */
export function activeRules(s: { readonly game: string; readonly options: BoardOptions }): ActiveRules {
  if (s.options === last.options && s.game === last.game) return last.rules!;
  let r = cache.get(s.options);
  if (!r || r.def.id !== s.game) {
    const key = `${s.game} ${JSON.stringify(s.options)}`;
    r = byContent.get(key);
    if (!r) {
      r = buildRules(boardGame(s.game), s.options);
      if (byContent.size < BY_CONTENT_MAX) byContent.set(key, r);
    }
    cache.set(s.options, r);
  }
  last = { options: s.options, game: s.game, rules: r };
  return r;
}

function buildRules(def: BoardGameDef, options: BoardOptions): ActiveRules {
  const modules = def.modules.filter((m) => m.enabled(options));
  const slices = [...new Set(modules.flatMap((m) => (m.slice ? [m.slice] : [])))];
  const tileSets = [...def.tileSets, ...modules.flatMap((m) => (m.tileSet ? [m.tileSet] : []))];
  const phases = new Map<string, ModulePhase>();
  for (const m of modules) for (const [name, p] of Object.entries(m.phases ?? {})) if (!phases.has(name)) phases.set(name, p);
  const hooks = {} as Record<HookName, RuleModule[]>;
  for (const h of HOOKS) hooks[h] = modules.filter((m) => m[h] !== undefined);
  const order = modules.flatMap((m) => m.drawOrder ?? []);
  // by kind number, filled in on first use: a draw asks for ranks often
  const ranks: number[] = [];
  const rankOf = (k: number): number => {
    let r = ranks[k];
    if (r === undefined) {
      const i = order.indexOf(tileKind(k).data.drawGroup ?? "");
      ranks[k] = r = i < 0 ? order.length : i;
    }
    return r;
  };
  return {
    drawRank: order.length === 0 ? null : rankOf,
    def,
    modules,
    slices,
    tileSets,
    phases,
    hooks,
    meepleOwner: modules.find((m) => m.placeMeeple),
    meepleLister: modules.find((m) => m.meepleActions),
    meepleKinds: modules.flatMap((m) => m.meepleKinds ?? []),
    bigMeeple: modules.find((m) => m.bigMeeple),
    pieces: modules.flatMap((m) => m.pieces ?? []),
  };
}

/** The rule modules a match runs, in declared order. */
export function activeModules(s: Pick<CarcState, "game" | "options">): readonly RuleModule[] {
  return activeRules(s).modules;
}

/** Gives a fresh state copy its own copy of every module slice (state.ts `cloneState`). */
export function cloneSlices(s: CarcState): void {
  for (const slice of activeRules(s).slices) slice.clone(s);
}
