/**
 * Replacing a colony during Settle, a step of its own besides gaining colonists or settling (002_… §Asentar notes): Terraforming Engineers swaps a
 * non-military colony for an explored non-military world of the same kind (grey counts; the Oort Cloud may not be
 * grey) whose printed cost is 0–3 higher, paying nothing; Doomed Colony replaces itself with an explored
 * non-military world. "Usar este poder no es una acción de Liquidación": no Settle power applies; once per power
 * per Settle. Not on a colony settled in this action ("ni usarse en una colonia asentada en esa acción"). Extra colonists come from the mat, leftovers go back to it; the replaced colony's good
 * returns to the supply; the replaced world returns to the bag when Settle ends (a home colony leaves the game).
 */
import { ruleError, type RuleError } from "../core/game-module.ts";
import { worldById, type GoodsKind, type World } from "./catalogue.ts";
import type { NfAction, NfActionOf } from "./actions.ts";
import { log, removeGood, sortIds } from "./ledger.ts";
import { activePowers, colonyKind, isOort, matches, nameOf, tileOf, type OwnedPower } from "./powers.ts";
import { GOODS_KINDS_LIST, isGoodsKind, newColonyGood } from "./settle-costs.ts";
import { empire, setColony, type Colony, type NfState } from "./state.ts";

/**
 * The Oort kinds allowed when `w` replaces `c` (undefined = the new world is not the Oort Cloud); empty = not
 * allowed. The Oort Cloud's owner sets its kind once for the action (`set`, if already set), never grey: as the
 * replaced colony it may be set to the new world's kind, as the new world it takes the kind it is given.
 */
function kindsFor(c: Colony, w: World, sameKind: boolean, set: GoodsKind | undefined): (GoodsKind | undefined)[] {
  const allowed = set ? [set] : [...GOODS_KINDS_LIST];
  if (w.kind === "variable") {
    if (!sameKind) return allowed;
    const ck = colonyKind(c);
    return isGoodsKind(ck) && allowed.includes(ck) ? [ck] : [];
  }
  if (!sameKind) return [undefined];
  if (isOort(tileOf(c.tile))) return isGoodsKind(w.kind) && allowed.includes(w.kind) ? [undefined] : [];
  return colonyKind(c) === w.kind ? [undefined] : [];
}

/** The seat's Settle powers not yet used in this Settle (the replacing powers among them). */
function unusedPowers(s: NfState, seat: number): readonly OwnedPower[] {
  const used = s.current?.turn.used ?? [];
  return activePowers(s, seat, "settle").filter((p) => !used.includes(p.key));
}

/** Why `a` is not a legal replacement, or the world and the Oort kind check passed. */
function check(
  s: NfState,
  seat: number,
  a: NfActionOf<"replace">,
  powers = unusedPowers(s, seat),
): RuleError | { c: Colony; w: World; key: string } {
  const e = empire(s, seat);
  const c = e.colonies.find((x) => x.tile === a.colony);
  const w = worldById(a.world);
  if (!c) return ruleError("not-your-colony", `${nameOf(a.colony)} is not one of your colonies.`, { tile: a.colony });
  if (!w || !e.explored.includes(a.world))
    return ruleError("not-explored", `${nameOf(a.world)} is not one of your explored worlds.`, { tile: a.world });
  if (c.placedIn === s.actionNo)
    return ruleError("placed-this-action", `${nameOf(c.tile)} was placed in this action and cannot be replaced now.`, { tile: c.tile });
  if (w.colonists - c.colonists > e.colonists)
    return ruleError("no-colonists", `${w.name} needs ${w.colonists - c.colonists} more colonist(s) from your mat.`, {
      tile: w.id,
      n: w.colonists - c.colonists,
    });
  const ct = tileOf(c.tile);
  const self = powers.find((p) => p.power.effect === "replaceThisColony" && p.tile.id === c.tile);
  let ok = false;
  let sameKind = false;
  let key = "";
  if (self && self.power.effect === "replaceThisColony") {
    ok = matches(self.power.filter, w, null);
    key = self.key;
  } else
    for (const p of powers) {
      if (p.power.effect !== "replaceColony" || ct.tileType !== "world" || ct.military || w.military) continue;
      if (!matches(p.power.filter, ct, c, p.tile.id) || !matches(p.power.filter, w, null, p.tile.id)) continue;
      const diff = w.cost - ct.cost;
      if (diff < 0 || diff > p.power.amount) continue;
      ok = true;
      key = p.key;
      sameKind = p.power.condition?.sameKind === true;
    }
  if (!ok) return ruleError("cannot-replace", `No power of yours lets ${w.name} replace ${ct.name}.`, { tile: w.id, old: ct.id });
  const kinds = kindsFor(c, w, sameKind, s.current?.turn.oort);
  if (!kinds.includes(a.oortKind))
    return ruleError("kind-mismatch", `${w.name} cannot replace ${ct.name}: the kinds differ.`, { tile: w.id, old: ct.id });
  return { c, w, key };
}

/** The legal replacements (only the first `max` when the caller needs no more). */
export function replaceOptions(s: NfState, seat: number, max = Infinity): NfAction[] {
  const e = empire(s, seat);
  if (!activePowers(s, seat, "settle").some((p) => p.power.effect === "replaceColony" || p.power.effect === "replaceThisColony")) return [];
  const out: NfAction[] = [];
  const explored = sortIds(e.explored.slice());
  const powers = unusedPowers(s, seat);
  for (const c of e.colonies)
    for (const world of explored) {
      const w = worldById(world);
      if (!w) continue;
      for (const oortKind of w.kind === "variable" ? GOODS_KINDS_LIST : [undefined]) {
        const a: NfActionOf<"replace"> = oortKind
          ? { type: "replace", colony: c.tile, world, oortKind }
          : { type: "replace", colony: c.tile, world };
        if (!("error" in check(s, seat, a, powers)) && out.push(a) >= max) return out;
      }
    }
  return out;
}

export function replaceColony(s: NfState, seat: number, a: NfActionOf<"replace">): RuleError | null {
  const r = check(s, seat, a);
  if ("error" in r) return r;
  const e = empire(s, seat);
  const { c, w } = r;
  s.current?.turn.used.push(r.key);
  const old = tileOf(c.tile);
  if (c.good !== null) {
    removeGood(s, seat, c.tile);
    log(s, { seat, goods: -1, key: "goodReturned", args: { tile: c.tile }, tile: c.tile });
  }
  e.colonists += c.colonists - w.colonists;
  e.explored = e.explored.filter((x) => x !== w.id);
  const placed: Colony = { tile: w.id, colonists: w.colonists, good: null, placedIn: s.actionNo };
  setColony(e, c.tile, placed);
  log(s, { seat, colonists: 0, key: "replaces", args: { old: c.tile, world: w.id }, tile: w.id });
  newColonyGood(s, seat, w, a.oortKind);
  if (old.tileType === "world") s.current?.display.push(old.id);
  return null;
}
