/**
 * The nine-world limit (002_… §Explorar: "Tu número total de mundos explorados y colonias asentadas, incluida tu
 * colonia de origen, al final de una acción de exploración no puede exceder de nueve"; the same after a Settle with
 * Terraforming Robots). The player chooses freely which explored worlds go back to the bag.
 */
import { ruleError } from "../core/game-module.ts";
import { log, returnToBag, sortIds } from "./ledger.ts";
import { nameOf } from "./powers.ts";
import type { NfState } from "./state.ts";
import { priorityOrder, type DecisionRules } from "./turns.ts";

export const WORLD_LIMIT = 9;

export function excessWorlds(s: NfState, seat: number): number {
  const e = s.empires[seat];
  return e ? Math.max(0, e.explored.length + e.colonies.length - WORLD_LIMIT) : 0;
}

/** Sets the next return decision (priority order); false when nobody is over the limit. */
export function askReturns(s: NfState): boolean {
  for (const seat of priorityOrder(s)) {
    const count = excessWorlds(s, seat);
    if (count > 0) {
      s.pending = { kind: "exploreReturn", seat, count };
      return true;
    }
  }
  return false;
}

/** Every k-element subset of `items`, each in the items' order, in lexicographic order of positions. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const n = items.length;
  if (k > n) return [];
  const out: T[][] = [];
  const at = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    const combo: T[] = new Array<T>(k);
    for (let i = 0; i < k; i++) combo[i] = items[at[i] as number] as T;
    out.push(combo);
    let i = k - 1;
    while (i >= 0 && at[i] === n - k + i) i--;
    if (i < 0) return out;
    (at[i] as number)++;
    for (let j = i + 1; j < k; j++) at[j] = (at[j - 1] as number) + 1;
  }
}

export const returnDecision: DecisionRules<"exploreReturn"> = {
  legal(s, p) {
    const e = s.empires[p.seat];
    return e ? combinations(sortIds(e.explored.slice()), p.count).map((worlds) => ({ type: "returnWorlds", worlds })) : [];
  },
  act(s, p, a) {
    if (a.type !== "returnWorlds")
      return ruleError("wrong-decision", `Return ${p.count} explored world(s) to the bag first.`, { n: p.count });
    const e = s.empires[p.seat];
    if (!e) return ruleError("no-seat", "No such seat.");
    if (a.worlds.length !== p.count || new Set(a.worlds).size !== a.worlds.length)
      return ruleError("wrong-count", `Return exactly ${p.count} different explored world(s): you may keep 9 worlds and colonies.`, {
        n: p.count,
      });
    const bad = a.worlds.find((w) => !e.explored.includes(w));
    if (bad) return ruleError("not-explored", `${nameOf(bad)} is not one of your explored worlds.`, { tile: bad });
    e.explored = e.explored.filter((w) => !a.worlds.includes(w));
    returnToBag(s, a.worlds);
    log(s, { seat: p.seat, key: "returnsWorlds", args: { worlds: a.worlds.slice(), n: a.worlds.length } });
    s.pending = null;
    return null;
  },
};

export { combinations };
