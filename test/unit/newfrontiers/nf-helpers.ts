/**
 * Helpers for the New Frontiers rule tests: a deterministic game (fixed priority order and mats), a way to hand a
 * seat specific colonies / developments / explored worlds / goods / credits / colonists (every tile stamped
 * placedIn 0, so its powers are active in the next action), and thin wrappers over the module's `apply` that
 * fail loudly on a refused action (or return the refusal's code when a test expects one).
 */
import { expect } from "vitest";
import { isRuleError, type RuleError } from "../../../engine/core/game-module.ts";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import { developmentById, homeColonyById, tileById, worldById, type GoodsKind } from "../../../engine/newfrontiers/catalogue.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import { parseNfOptions, type NfOptions } from "../../../engine/newfrontiers/options.ts";
import { empire, setColony, withCount, type NfPlayer, type NfState } from "../../../engine/newfrontiers/state.ts";

/**
 * Mats with powerless or quiet first-game homes: seat 0 Ancient Race (mat 7, no power, a genes good, 2 credits),
 * seat 1 New Sparta (mat 4, +2 military only), seat 2 Separatist Colony (mat 6).
 */
export const QUIET_MATS = [7, 4, 6, 5, 3];

/** A game with seats in priority order 0,1,… and the quiet mats unless the options say otherwise. */
export function newGame(players = 2, options: Partial<NfOptions> = {}, deck?: string[]): NfState {
  const o = parseNfOptions({
    order: Array.from({ length: players }, (_, i) => i),
    mats: QUIET_MATS.slice(0, players),
    ...options,
  });
  if (isRuleError(o)) throw new Error(o.message);
  const s = newFrontiers.setup(players, o, "nf-test", deck ? { deck } : undefined);
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

export interface Grant {
  /** Replaces the home colony (any home colony id, e.g. a mat's other side), keeping its colonist and good rules. */
  home?: string;
  /** Settled worlds added after the home colony (a world id, or with its good). */
  colonies?: (string | { tile: string; good?: GoodsKind })[];
  developments?: string[];
  explored?: string[];
  /** Goods put on (or, with null, taken off) colonies in the empire (home colony included), by colony tile id. */
  goods?: Record<string, GoodsKind | null>;
  credits?: number;
  colonists?: number;
  vpChips?: number;
}

function takeFromBag(s: NfState, id: string): void {
  const i = s.bag.indexOf(id);
  if (i >= 0) s.bag.splice(i, 1);
}

/** Gives `seat` the listed tiles and stock (credits/colonists/VP chips are set, not added). placedIn: 0. */
export function give(s: NfState, seat: number, g: Grant): NfState {
  const e = s.empires[seat] as NfPlayer;
  if (g.home) {
    const h = homeColonyById(g.home);
    if (!h) throw new Error(`${g.home} is not a home colony`);
    const old = e.colonies[0];
    if (old?.good) s.goodsSupply[old.good]++;
    const kind = h.startsWithGood && h.kind !== "none" && h.kind !== "variable" ? h.kind : null;
    if (kind) s.goodsSupply[kind]--;
    e.home = h.id;
    e.colonies = [{ tile: h.id, colonists: h.startingColonists, good: kind, placedIn: 0 }, ...e.colonies.slice(1)];
  }
  for (const c of g.colonies ?? []) {
    const tile = typeof c === "string" ? c : c.tile;
    const w = worldById(tile);
    if (!w) throw new Error(`${tile} is not a world`);
    takeFromBag(s, tile);
    s.colonistSupply -= w.colonists;
    e.colonies = [...e.colonies, { tile, colonists: w.colonists, good: null, placedIn: 0 }];
    if (typeof c !== "string" && c.good) setGood(s, seat, tile, c.good);
  }
  for (const d of g.developments ?? []) {
    if (!developmentById(d)) throw new Error(`${d} is not a development`);
    if (s.supply[d] !== undefined) s.supply = withCount(s.supply, d, Math.max(0, (s.supply[d] ?? 1) - 1));
    e.developments = [...e.developments, { tile: d, placedIn: 0 }];
  }
  for (const w of g.explored ?? []) {
    if (!worldById(w)) throw new Error(`${w} is not a world`);
    takeFromBag(s, w);
    e.explored.push(w);
  }
  for (const [tile, kind] of Object.entries(g.goods ?? {})) setGood(s, seat, tile, kind);
  if (g.credits !== undefined) e.credits = g.credits;
  if (g.colonists !== undefined) e.colonists = g.colonists;
  if (g.vpChips !== undefined) {
    s.vpPool -= g.vpChips - e.vpChips;
    e.vpChips = g.vpChips;
  }
  return s;
}

function setGood(s: NfState, seat: number, tile: string, kind: GoodsKind | null): void {
  const c = s.empires[seat]?.colonies.find((x) => x.tile === tile);
  if (!c) throw new Error(`seat ${seat} has no colony ${tile}`);
  if (c.good) s.goodsSupply[c.good]++;
  setColony(empire(s, seat), c.tile, { ...c, good: kind });
  if (kind) s.goodsSupply[kind]--;
}

/** Applies an action that must be legal. */
export function play(s: NfState, seat: number, action: NfAction): NfState {
  const out = newFrontiers.apply(s, seat, action);
  if (isRuleError(out)) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${out.code}: ${out.message}`);
  return out.state;
}

/** Applies an action that must be refused; returns the error code (state unchanged). */
export function refused(s: NfState, seat: number, action: NfAction): string {
  const out = newFrontiers.apply(s, seat, action);
  expect(isRuleError(out), `${JSON.stringify(action)} should be refused`).toBe(true);
  return (out as RuleError).code;
}

/** The seat whose decision is pending selects `action`. */
export function select(s: NfState, action: Extract<NfAction, { type: "select" }>["action"]): NfState {
  if (s.pending?.kind !== "select") throw new Error(`no select pending: ${JSON.stringify(s.pending)}`);
  return play(s, s.pending.seat, { type: "select", action });
}

/** Legal actions of the seat whose decision is pending. */
export function legal(s: NfState): NfAction[] {
  return s.pending ? newFrontiers.legalActions(s, s.pending.seat) : [];
}

export function emp(s: NfState, seat: number): NfPlayer {
  return empire(s, seat);
}

/** The good on a colony (null: none; undefined: no such colony). */
export function goodOn(s: NfState, seat: number, tile: string): GoodsKind | null | undefined {
  return emp(s, seat).colonies.find((c) => c.tile === tile)?.good;
}

export function colonyIds(s: NfState, seat: number): string[] {
  return emp(s, seat).colonies.map((c) => c.tile);
}

/** Passes every pending decision of `seat` that allows a pass (ends its part where nothing else is due). */
export function passAll(s: NfState, seat: number): NfState {
  let st = s;
  while (st.pending && st.pending.seat === seat && st.pending.kind !== "select" && legal(st).some((a) => a.type === "pass"))
    st = play(st, seat, { type: "pass" });
  return st;
}

export const key = (tile: string, index: number) => {
  if (!tileById(tile)) throw new Error(`unknown tile ${tile}`);
  return `${tile}#${index}`;
};
