/**
 * Reading powers off an empire: which tiles are active, tile filters, `per` counts and conditions (the power
 * vocabulary in catalogue.json, 002_… §Potestades). A power is active on colonies (home included) and
 * developments, never on explored worlds ("inactivos hasta que ese mundo se establezca"), and never in the action
 * in which its tile was placed ("No se puede usar un poder en la acción en la que se coloca su ficha").
 */
import {
  ALL_TILES,
  CATALOGUE,
  POWER_ACTIONS,
  tileById,
  type GoodsKind,
  type Per,
  type Power,
  type PowerAction,
  type PowerCondition,
  type Tile,
  type TileFilter,
} from "./catalogue.ts";
import type { Colony, NfPlayer, NfState } from "./state.ts";

export interface OwnedPower {
  readonly tile: Tile;
  readonly index: number;
  readonly power: Power;
  /** "tileId#index": names a power in actions and in `turn.used`. */
  readonly key: string;
}

export function tileOf(id: string): Tile {
  const t = tileById(id);
  if (!t) throw new Error(`unknown tile ${id}`);
  return t;
}

/** Base trade price of a good (002_… §Comercio: 1 to 4 credits by kind; catalogue tradePrices). */
export function tradePrice(kind: GoodsKind): number {
  return CATALOGUE.tradePrices[kind];
}

/** A tile's name for log lines (catalogue-data.ts tileName, the client's lookup too). */
export { tileName as nameOf } from "./catalogue.ts";

/**
 * The kind a colony counts as now: its printed kind. Alien Oort Cloud Factory is the kind its owner set for this
 * action (`oort`, 002_… §Poderes: "establece su tipo … una vez por acción para esa acción"), else that of its good.
 */
export function colonyKind(c: Colony, oort?: GoodsKind): string {
  const t = tileOf(c.tile);
  if (t.tileType === "development") return "none";
  return t.kind === "variable" ? (oort ?? c.good ?? "variable") : t.kind;
}

/** The Oort Cloud kind `seat` has set for the action being resolved, while it is `seat`'s part of the action. */
export function oortNow(s: NfState, seat: number): GoodsKind | undefined {
  const cur = s.current;
  return cur && cur.order[cur.idx] === seat ? cur.turn.oort : undefined;
}

/** Does the empire have Alien Oort Cloud Factory as a colony? */
export function hasOort(e: NfPlayer): boolean {
  return e.colonies.some((c) => isOort(tileOf(c.tile)));
}

export const isOort = (t: Tile): boolean => t.tileType === "world" && t.kind === "variable";

/** The goods kind printed on a world or home colony; null for developments, grey tiles and the Oort Cloud. */
export function printedGoodsKind(t: Tile): GoodsKind | null {
  if (t.tileType === "development" || t.kind === "none" || t.kind === "variable") return null;
  return t.kind;
}

/**
 * Does `tile` (optionally a colony, for `empty` and the Oort kind) match `f`? `self` is the power's own tile;
 * `oort` the Oort Cloud's kind for this action (also when the tile is the Oort Cloud being settled).
 */
export function matches(f: TileFilter | undefined, tile: Tile, colony: Colony | null, self?: string, oort?: GoodsKind): boolean {
  if (!f) return true;
  const isDev = tile.tileType === "development";
  const kind = isDev ? undefined : colony ? colonyKind(colony, oort) : isOort(tile) ? (oort ?? tile.kind) : tile.kind;
  if (f.kind !== undefined && kind !== f.kind) return false;
  if (f.excludeKind !== undefined && kind === f.excludeKind) return false;
  if (f.goods !== undefined && (isDev || tile.goods !== f.goods)) return false;
  if (f.military !== undefined && (isDev ? false : tile.military) !== f.military) return false;
  if (f.keyword !== undefined && !tile.keywords.includes(f.keyword)) return false;
  if (f.excludeKeyword !== undefined && tile.keywords.includes(f.excludeKeyword)) return false;
  if (f.empty !== undefined && (colony === null || (colony.good === null) !== f.empty)) return false;
  if (f.size !== undefined && (!isDev || tile.size !== f.size)) return false;
  if (f.thisTile && tile.id !== self) return false;
  if (f.notThisTile && tile.id === self) return false;
  if (
    f.hasPower &&
    !tile.powers.some((p) => p.action === f.hasPower?.action && (f.hasPower.effect === undefined || p.effect === f.hasPower.effect))
  )
    return false;
  return true;
}

/** Colonies and developments with their tiles. */
export function ownedTiles(e: NfPlayer): { tile: Tile; colony: Colony | null; placedIn: number }[] {
  return [
    ...e.colonies.map((c) => ({ tile: tileOf(c.tile), colony: c, placedIn: c.placedIn })),
    ...e.developments.map((d) => ({ tile: tileOf(d.tile), colony: null, placedIn: d.placedIn })),
  ];
}

/** A slot per power action (an array index: a keyed lookup by action name is slow on the hot path). */
const SLOT = Object.fromEntries(POWER_ACTIONS.map((action, i) => [action, i])) as Readonly<Record<PowerAction, number>>;
const NO_POWERS: readonly OwnedPower[] = [];

/** Every tile's powers by action slot, with their keys, built once at load (activePowers runs many times a decision). */
const POWERS_BY_TILE = new Map<string, readonly (readonly OwnedPower[])[]>(
  ALL_TILES.map((tile) => {
    const slots: OwnedPower[][] = POWER_ACTIONS.map(() => []);
    tile.powers.forEach((power, index) => slots[SLOT[power.action]]?.push({ tile, index, power, key: `${tile.id}#${index}` }));
    return [tile.id, slots];
  }),
);

function powersOf(id: string, slot: number): readonly OwnedPower[] {
  const slots = POWERS_BY_TILE.get(id);
  if (!slots) throw new Error(`unknown tile ${id}`);
  return slots[slot] ?? NO_POWERS;
}

/**
 * Active powers per action, kept for each colony list while the development list and the action number stay the
 * same (activePowers runs hundreds of times a game). Colonies and both lists are readonly and never changed in
 * place, any change making a new list (state.ts), so a kept entry is never stale; copies of a state share the lists
 * (cloneState), so the entries serve `apply`'s copies too.
 */
interface KeptPowers {
  readonly developments: NfPlayer["developments"];
  readonly actionNo: number;
  readonly bySlot: (readonly OwnedPower[] | undefined)[];
}
const KEPT = new WeakMap<NfPlayer["colonies"], KeptPowers>();

/** Powers of `action` the empire may use now (tiles placed in this action excluded). Never changed by callers. */
export function activePowers(s: NfState, seat: number, action: PowerAction): readonly OwnedPower[] {
  const e = s.empires[seat];
  if (!e) return NO_POWERS;
  let kept = KEPT.get(e.colonies);
  if (!kept || kept.developments !== e.developments || kept.actionNo !== s.actionNo) {
    kept = { developments: e.developments, actionNo: s.actionNo, bySlot: [] };
    KEPT.set(e.colonies, kept);
  }
  const slot = SLOT[action];
  return (kept.bySlot[slot] ??= collectPowers(e, s.actionNo, slot));
}

function collectPowers(e: NfPlayer, actionNo: number, slot: number): readonly OwnedPower[] {
  const out: OwnedPower[] = [];
  for (const c of e.colonies) if (c.placedIn !== actionNo) for (const p of powersOf(c.tile, slot)) out.push(p);
  for (const d of e.developments) if (d.placedIn !== actionNo) for (const p of powersOf(d.tile, slot)) out.push(p);
  return out;
}

/** Does the empire own a colony or development named `name`? (Loops: no list of owned tiles is built.) */
export function ownsNamed(e: NfPlayer, name: string): boolean {
  for (const c of e.colonies) if (tileOf(c.tile).name === name) return true;
  for (const d of e.developments) if (tileOf(d.tile).name === name) return true;
  return false;
}

/** Distinct goods kinds among colonies (the Oort Cloud counts as the kind of its good, or `oort` if given). */
export function goodKindsAmongColonies(e: NfPlayer, oort?: GoodsKind): number {
  const kinds = new Set<string>();
  for (const c of e.colonies) {
    const k = colonyKind(c, oort);
    if (k === "novelty" || k === "rare" || k === "genes" || k === "alien") kinds.add(k);
  }
  return kinds.size;
}

/** The value of a `per` count for an empire (`self` = the tile carrying the power). */
export function perCount(s: NfState, seat: number, per: Per, self?: string): number {
  const e = s.empires[seat];
  if (!e) return 0;
  const turn = s.current?.turn;
  const oort = oortNow(s, seat);
  switch (per.count) {
    case "colonies":
      return e.colonies.filter((c) => matches(per.filter, tileOf(c.tile), c, self, oort)).length;
    case "developments":
      return e.developments.filter((d) => matches(per.filter, tileOf(d.tile), null, self)).length;
    case "tiles":
      return ownedTiles(e).filter((o) => matches(per.filter, o.tile, o.colony, self, oort)).length;
    case "goodsProducedThisAction":
      return turn?.produced.length ?? 0;
    case "kindsProducedThisAction":
      return new Set(turn?.produced.map((p) => p.kind) ?? []).size;
    case "militaryTotal":
      return baseMilitary(s, seat);
    case "vpChips":
      return e.vpChips;
    case "namedTile":
      return ownsNamed(e, per.name) ? 1 : 0;
    case "goodKindsAmongColonies":
      return goodKindsAmongColonies(e, oort);
  }
}

/** Does a power's condition hold? `target` is the world concerned (replaceColony's sameKind is checked there). */
export function conditionHolds(s: NfState, seat: number, c: PowerCondition | undefined): boolean {
  if (!c) return true;
  const e = s.empires[seat];
  if (!e) return false;
  if (c.minDevelopments !== undefined && e.developments.length < c.minDevelopments) return false;
  if (c.ownsTileWith !== undefined && !ownedTiles(e).some((o) => matches(c.ownsTileWith, o.tile, o.colony))) return false;
  if (c.producedMost !== undefined) {
    // Goods of that kind produced by each seat in this action: strictly the most, and at least one.
    const bySeat = new Array<number>(s.players).fill(0);
    for (const p of s.current?.producedBy ?? []) if (p.kind === c.producedMost && p.seat < s.players) bySeat[p.seat]! += 1;
    const mine = bySeat[seat] ?? 0;
    for (let x = 0; x < s.players; x++) if (x !== seat && (bySeat[x] ?? 0) >= mine) return false;
    if (mine === 0) return false;
  }
  return true;
}

/**
 * Settle military against `target` (null = no target: the goal measure "militaryTotal", which leaves out
 * specialised military). Temporary military is added by the caller. §Asentar: "Las fuerzas armadas son
 * proporcionadas por los poderes de asentamiento"; specialised military counts only against matching worlds.
 */
export function militaryAgainst(s: NfState, seat: number, target: Tile | null): number {
  let total = 0;
  for (const p of activePowers(s, seat, "settle")) {
    const pw = p.power;
    if (pw.effect !== "military") continue;
    if (pw.against && (target === null || !matches(pw.against, target, null, p.tile.id))) continue;
    if (!conditionHolds(s, seat, pw.condition)) continue;
    total += pw.amount * (pw.per ? perCount(s, seat, pw.per, p.tile.id) : 1);
  }
  return total;
}

/** Military with no target restriction, counting every owned tile (used for goals and "?" lines). */
export function baseMilitary(s: NfState, seat: number): number {
  const e = s.empires[seat];
  if (!e) return 0;
  let total = 0;
  for (const o of ownedTiles(e))
    for (const pw of o.tile.powers) {
      if (pw.action !== "settle" || pw.effect !== "military" || pw.against) continue;
      if (!conditionHolds(s, seat, pw.condition)) continue;
      total += pw.amount * (pw.per ? perCount(s, seat, pw.per, o.tile.id) : 1);
    }
  return total;
}
