/**
 * Tile kinds with pre-rotated tables, built once when their set is registered (design.md: "typed, pre-rotated
 * tables"). Each set is registered by its owner at the kind numbers it fixes (tiles.ts for the base game's).
 * Rotation r = r clockwise quarter turns from the stored orientation: edge d → (d + r) % 4, half-edge h → (h + 2r) % 8.
 * Directions: 0 N, 1 E, 2 S, 3 W. Half-edges clockwise from Nw: 0 Nw, 1 Ne, 2 En, 3 Es, 4 Se, 5 Sw, 6 Ws, 7 Wn.
 */
import type { BoardState } from "./state.ts";
import type { Faction, FeatureKind, TileData } from "./tile-types.ts";

export const EDGE_OPEN = 0,
  EDGE_ROUTE = 1,
  EDGE_ENCLOSURE = 2;

/**
 * Edge kinds by letter, a table a tile set may add to (`registerEdgeKind`) before it registers its tiles: the core's
 * three are field (o), road (r) and city (e). An added kind joins no feature across the edge (a road or city edge
 * joins through the feature that reaches it); it only has to meet the same kind on the neighbour.
 */
const EDGE_CODE: Record<string, number> = { o: EDGE_OPEN, r: EDGE_ROUTE, e: EDGE_ENCLOSURE };

/** Bits per side in a frontier signature: room for 7 edge kinds and "no tile" (`SIG_EMPTY`). */
export const EDGE_BITS = 3;
const MAX_EDGE_CODE = (1 << EDGE_BITS) - 2;

/**
 * How the board draws an added edge kind: a channel from each such edge to the tile's middle (a pool where only one
 * edge has it), `fill` inside `bank`, `width` board units wide (a tile is 100). Data, so the Worker's first board and
 * the client draw it without the set's code.
 */
export interface EdgeArt {
  readonly fill: string;
  readonly bank: string;
  readonly shine: string;
  readonly width: number;
}
const EDGE_ART: Record<string, EdgeArt> = {};

/** Adds edge kind `letter` at a fixed `code` (codes live in saved signatures, like kind numbers); re-adding is a no-op. */
export function registerEdgeKind(letter: string, code: number, art?: EdgeArt): void {
  if (EDGE_CODE[letter] === code) return;
  if (EDGE_CODE[letter] !== undefined || Object.values(EDGE_CODE).includes(code) || code > MAX_EDGE_CODE || code < 0)
    throw new Error(`edge kind ${letter} (${code}) clashes or does not fit`);
  EDGE_CODE[letter] = code;
  if (art) EDGE_ART[letter] = art;
}

/** The art of an added edge kind, or undefined (the core's three, and kinds registered without art). */
export function edgeArt(letter: string): EdgeArt | undefined {
  return EDGE_ART[letter];
}

/** The code of edge letter `letter`, or -1 for a letter no set has registered. */
export function edgeCode(letter: string): number {
  return EDGE_CODE[letter] ?? -1;
}

const DIR_INDEX: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
const HALF_INDEX: Record<string, number> = { Nw: 0, Ne: 1, En: 2, Es: 3, Se: 4, Sw: 5, Ws: 6, Wn: 7 };

/** Features are numbered by kind for fast switches. */
export const K_ROUTE = 0,
  K_ENCLOSURE = 1,
  K_CENTER = 2,
  K_OPEN = 3;
const KIND_CODE: Record<FeatureKind, number> = { route: K_ROUTE, enclosure: K_ENCLOSURE, center: K_CENTER, open: K_OPEN };

/** Faction symbols by number (the index used in state and dice rules). */
export const FACTIONS: readonly Faction[] = ["rebel", "empire", "hunter"];

/** A tile set's name (the prefix of its tile ids): a game's own tiles or an expansion's. */
export type TileSet = string;

export interface LocalFeature {
  readonly id: string;
  readonly kind: number;
  /** Number of tile edges this road/city reaches: its open ends until neighbours match them. */
  readonly ends: number;
  /** Emblems that add points: coats of arms or faction symbols. */
  readonly shields: number;
  /** Faction symbol on this feature (index into FACTIONS), -1 for none. */
  readonly faction: number;
  /** Local indices of the cities this field touches. */
  readonly touches: readonly number[];
  /** The data's marks (tile-types.ts `FeatureData.marks`). */
  readonly marks: readonly string[];
}

const NO_MARKS: readonly string[] = Object.freeze([]);

/** One tile kind in one rotation. */
export interface Oriented {
  /** Edge kind per world direction. */
  readonly edge: readonly number[];
  /** Local road/city feature per world direction, -1 on a field edge. */
  readonly edgeFeature: readonly number[];
  /** Local field per world half-edge, -1 where a city owns the half-edge. */
  readonly halfFeature: readonly number[];
}

export interface TileKind {
  readonly index: number;
  readonly id: string;
  readonly data: TileData;
  /** The set it belongs to. */
  readonly set: TileSet;
  readonly features: readonly LocalFeature[];
  readonly hasCenter: boolean;
  /** Local index of its monastery/planet, -1 when it has none. */
  readonly center: number;
  /** By rotation 0..3. */
  readonly rot: readonly Oriented[];
  /** fits[r][sig]: whether rotation r meets a frontier cell's edge signature (see `edgeSignature`). */
  readonly fits: readonly Uint8Array[];
  /** fitMask[sig]: bit r set when rotation r fits (the four `fits` tables in one lookup). */
  readonly fitMask: Uint8Array;
  /** Its set's placement veto, if the set has one (`TileSetRules`). */
  readonly allowed: PlacementVeto | undefined;
}

/**
 * A set's own placement rule on top of matching edges, like JCloisterZone's `isTilePlacementAllowed` (a set whose
 * tiles must continue a line already placed). It sits on the kind, not on a rule module, because client hints have only a
 * view's board; it is asked only about placements whose edges already fit, and must read nothing but the board.
 */
export type PlacementVeto = (b: BoardState, kind: TileKind, key: number, rotation: number) => boolean;

/** What a tile set may add to the core's placement rules. */
export interface TileSetRules {
  readonly placementAllowed?: PlacementVeto;
}

/** Frontier cell signature: EDGE_BITS per direction d (from bit EDGE_BITS·d), the neighbour's facing edge kind or SIG_EMPTY = no tile. */
export const SIG_EMPTY = (1 << EDGE_BITS) - 1;
export const SIG_NONE = (1 << (4 * EDGE_BITS)) - 1; // all four sides empty
const SIG_COUNT = SIG_NONE + 1;

/** What a signature shows on side d: an edge code, or SIG_EMPTY. */
export const sigSide = (sig: number, d: number): number => (sig >> (EDGE_BITS * d)) & SIG_EMPTY;

/** Fit tables depend only on a rotation's four edge kinds: built once per pattern and shared. */
const fitTables = new Map<number, Uint8Array>();
const maskTables = new Map<number, Uint8Array>();

/** A rotation's four edge kinds as one number (EDGE_BITS each). */
const edgeKey = (edge: readonly number[]): number =>
  edge[0]! | (edge[1]! << EDGE_BITS) | (edge[2]! << (2 * EDGE_BITS)) | (edge[3]! << (3 * EDGE_BITS));

/** fits[sig] for one rotation's edges: 1 where every side with a neighbour shows that neighbour's edge kind. */
function fitTable(edge: readonly number[]): Uint8Array {
  const key = edgeKey(edge);
  let table = fitTables.get(key);
  if (table) return table;
  table = new Uint8Array(SIG_COUNT);
  for (let sig = 0; sig < SIG_COUNT; sig++) {
    let ok = sig !== SIG_NONE;
    for (let d = 0; d < 4 && ok; d++) {
      const c = sigSide(sig, d);
      ok = c === SIG_EMPTY || c === edge[d];
    }
    table[sig] = ok ? 1 : 0;
  }
  fitTables.set(key, table);
  return table;
}

/** fitMask from the four rotations' fit tables, shared by the kinds of the same edges (`edge0`: rotation 0's). */
function maskTable(edge0: readonly number[], fits: readonly Uint8Array[]): Uint8Array {
  const key = edgeKey(edge0);
  let mask = maskTables.get(key);
  if (mask) return mask;
  mask = new Uint8Array(SIG_COUNT);
  for (let sig = 0; sig < SIG_COUNT; sig++) for (let r = 0; r < 4; r++) mask[sig] = mask[sig]! | (fits[r]![sig]! << r);
  maskTables.set(key, mask);
  return mask;
}

function build(data: TileData, index: number, set: TileSet, rules: TileSetRules): TileKind {
  const codes = [...data.edges].map(edgeCode);
  if (codes.length !== 4 || codes.includes(-1)) throw new Error(`tile ${data.id}: edges "${data.edges}" use an unregistered kind`);
  const features = data.features.map(
    (f): LocalFeature => ({
      id: f.id,
      kind: KIND_CODE[f.kind],
      ends: f.edges?.length ?? 0,
      shields: (f.shields ?? 0) + (f.faction ? 1 : 0),
      faction: f.faction ? FACTIONS.indexOf(f.faction) : -1,
      touches: (f.touches ?? []).map((id) => data.features.findIndex((g) => g.id === id)),
      marks: f.marks ?? NO_MARKS,
    }),
  );
  const rot: Oriented[] = [];
  for (let r = 0; r < 4; r++) {
    const edge = [0, 0, 0, 0],
      edgeFeature = [-1, -1, -1, -1];
    const halfFeature = [-1, -1, -1, -1, -1, -1, -1, -1];
    for (let d = 0; d < 4; d++) edge[(d + r) % 4] = codes[d]!;
    data.features.forEach((f, i) => {
      for (const letter of f.edges ?? "") edgeFeature[((DIR_INDEX[letter] ?? 0) + r) % 4] = i;
      for (const h of f.halves ?? []) halfFeature[((HALF_INDEX[h] ?? 0) + 2 * r) % 8] = i;
    });
    rot.push({ edge, edgeFeature, halfFeature });
  }
  const fits = rot.map((o) => fitTable(o.edge));
  const fitMask = maskTable(rot[0]!.edge, fits);
  return {
    index,
    id: data.id,
    data,
    set,
    features,
    hasCenter: features.some((f) => f.kind === K_CENTER),
    center: features.findIndex((f) => f.kind === K_CENTER),
    rot,
    fits,
    fitMask,
    allowed: rules.placementAllowed,
  };
}

const byIndex: (TileKind | undefined)[] = [];
const byId = new Map<string, TileKind>();

/** Every registered tile kind, in kind-number order. */
export const TILE_KINDS: TileKind[] = [];

/**
 * Registers a tile set. Kind numbers are stored in game states (bags, boards), so each set declares where its
 * numbers start (`first`) and they never depend on which module was loaded first. Registering the same set twice
 * is a no-op; overlapping numbers are a programmer error.
 */
export function registerTileSet(set: TileSet, first: number, tiles: readonly TileData[], rules: TileSetRules = {}): void {
  if (byIndex[first]?.set === set) return;
  tiles.forEach((data, k) => {
    if (byIndex[first + k] || byId.has(data.id)) throw new Error(`tile kind ${first + k} (${data.id}) registered twice`);
    const kind = build(data, first + k, set, rules);
    byIndex[first + k] = kind;
    byId.set(data.id, kind);
    TILE_KINDS.push(kind);
  });
  TILE_KINDS.sort((a, b) => a.index - b.index);
}

export function tileKindById(id: string): TileKind | undefined {
  return byId.get(id);
}

export function tileKind(index: number): TileKind {
  const k = byIndex[index];
  if (!k) throw new Error(`unknown tile kind index ${index}`);
  return k;
}

/** The set a tile kind belongs to. */
export function setOf(kind: TileKind): TileSet {
  return kind.set;
}

/** The half-edge facing half-edge h across its edge (Nw ↔ Sw, Ne ↔ Se, En ↔ Wn, Es ↔ Ws). */
export function oppositeHalf(h: number): number {
  return 2 * (((h >> 1) + 2) % 4) + (1 - (h & 1));
}

/** Kind indices of one copy of every tile in the given sets, start tile excluded. */
export function tileSupply(sets: readonly TileSet[]): number[] {
  const out: number[] = [];
  for (const k of TILE_KINDS) {
    if (!sets.includes(k.set)) continue;
    for (let i = 0; i < k.data.count - k.data.start; i++) out.push(k.index);
  }
  return out;
}
