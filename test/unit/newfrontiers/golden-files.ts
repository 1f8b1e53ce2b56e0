/**
 * Loading and replaying the New Frontiers golden files (test/golden/nf-*.json, docs/replay-format.md) for the
 * tests that look inside them: golden-nf (empires and state at the end) and golden-coverage (which power kinds
 * the replays exercise). `onStep` sees the state before each action is applied.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import type { NfAction } from "../../../engine/newfrontiers/actions.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

export interface EmpireExpect {
  credits?: number;
  vpChips?: number;
  colonists?: number;
  colonies?: string[];
  explored?: string[];
  developments?: string[];
  goods?: Record<string, string | null>;
}

export interface NfGolden {
  description?: string;
  options?: unknown;
  players: number;
  seed?: string;
  deck?: string[];
  actions: ({ seat: number } & Record<string, unknown>)[];
  expectEmpires?: Record<string, EmpireExpect>;
  expectState?: {
    track?: number[];
    round?: number;
    produceCredits?: number;
    colonistSupply?: number;
    vpPool?: number;
    endTriggers?: string[];
    pending?: Record<string, unknown>;
    bagHas?: string[];
    bagLacks?: string[];
  };
}

const dir = join(import.meta.dirname, "..", "..", "golden");

export function nfGoldenFiles(): { file: string; golden: NfGolden }[] {
  return readdirSync(dir)
    .filter((f) => f.startsWith("nf-") && f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, golden: JSON.parse(readFileSync(join(dir, file), "utf8")) as NfGolden }));
}

export function replayNf(g: NfGolden, onStep?: (s: NfState, seat: number, action: NfAction) => void): NfState {
  const o = newFrontiers.parseOptions(g.options);
  if (isRuleError(o)) throw new Error(o.message);
  let s = newFrontiers.setup(g.players, o, g.seed ?? "replay", g.deck ? { deck: g.deck } : undefined);
  if (isRuleError(s)) throw new Error(s.message);
  for (const [i, { seat, ...rest }] of g.actions.entries()) {
    const a = newFrontiers.parseAction(rest);
    if (isRuleError(a)) throw new Error(`action ${i}: ${a.message}`);
    onStep?.(s, seat, a);
    const out = newFrontiers.apply(s, seat, a);
    if (isRuleError(out)) throw new Error(`action ${i} ${JSON.stringify(rest)} by seat ${seat}: ${out.code}: ${out.message}`);
    s = out.state;
  }
  return s;
}
