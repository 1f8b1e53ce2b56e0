/**
 * New Frontiers as a `GameModule` (design.md engine contract), rules 002_5d0b817c3d65cbf4.txt, tile values from the
 * provisional catalogue (catalogue.ts). The game waits on one pending decision at a time; a decision with a single
 * possible answer (nothing to buy, one world left, one colony to fill…) is answered by the engine itself, except
 * choosing an action tile or a home colony.
 */
import {
  isRuleError,
  ruleError,
  type Applied,
  type ForcedRandomness,
  type GameEvent,
  type GameModule,
  type GameResult,
  type RuleError,
} from "../core/game-module.ts";
import { parseNfAction, type NfAction } from "./actions.ts";
import { CATALOGUE_STATUS } from "./catalogue.ts";
import { answer, legalAnswers } from "./decisions.ts";
import { advance } from "./flow.ts";
import { newFrontiersLobby } from "./lobby-options.ts";
import { parseNfOptions, type NfOptions } from "./options.ts";
import { finalStanding } from "./scoring.ts";
import { setupState } from "./setup.ts";
import { cloneState, type NfState } from "./state.ts";
import type { Pending } from "./pending.ts";
import { nfView, type NfView } from "./view.ts";

const MANUAL: readonly Pending["kind"][] = ["select", "chooseHome"];

/** Advances, answering forced single-choice decisions. */
function settle(s: NfState): void {
  for (let guard = 0; guard < 10000; guard++) {
    advance(s);
    const p = s.pending;
    if (!p || MANUAL.includes(p.kind)) return;
    const answers = legalAnswers(s, p, 2);
    const only = answers[0];
    if (!only || answers.length > 1) return;
    const err = answer(s, p, only);
    if (err) throw new Error(`forced answer refused: ${err.message}`);
  }
  throw new Error("New Frontiers forced answers did not settle");
}

function setup(players: number, options: NfOptions, seed: string, forced?: ForcedRandomness): NfState | RuleError {
  const s = setupState(players, options, seed, forced);
  if (isRuleError(s)) return s;
  settle(s);
  return s;
}

/**
 * GameModule.applyInPlace: the one implementation of an action. Every refusal is found before anything changes:
 * the seat is checked here, and each decision handler (decisions.ts) validates its answer before its first write.
 */
function applyInPlace(s: NfState, seat: number, action: NfAction): GameEvent[] | RuleError {
  if (s.finished) return ruleError("game-over", "The game is over.");
  const p = s.pending;
  if (!p || p.seat !== seat) return ruleError("not-your-turn", "It is not your decision now.");
  const logLength = s.log.length;
  const err = answer(s, p, action);
  if (err) return err;
  settle(s);
  // The events are exactly this action's new log records (the view carries the whole log; the final scoring is
  // logged). They go to every seat, so no record names the goal kept face down (Chart Galactic Goals).
  return s.log.slice(logLength);
}

/** GameModule.apply: a copy of the state, then the same in-place code. */
function apply(s0: NfState, seat: number, action: NfAction): Applied<NfState> | RuleError {
  if (s0.finished) return ruleError("game-over", "The game is over.");
  if (!s0.pending || s0.pending.seat !== seat) return ruleError("not-your-turn", "It is not your decision now.");
  const s = cloneState(s0);
  const events = applyInPlace(s, seat, action);
  return isRuleError(events) ? events : { state: s, events };
}

function result(s: NfState): GameResult {
  const { scores, winners, items } = finalStanding(s);
  return { finished: s.finished, scores, winners, items };
}

export const newFrontiers: GameModule<NfState, NfAction, NfView, NfOptions> = {
  id: "newfrontiers",
  name: "New Frontiers",
  minPlayers: 2,
  maxPlayers: 5,
  dataNote: CATALOGUE_STATUS,
  lobby: newFrontiersLobby,
  // 2: the log holds { key, args } records instead of English text.
  stateVersion: 2,
  parseOptions: parseNfOptions,
  parseAction: parseNfAction,
  setup,
  toAct: (s) => (s.pending && !s.finished ? [s.pending.seat] : []),
  legalActions: (s, seat) => (s.pending && !s.finished && s.pending.seat === seat ? legalAnswers(s, s.pending) : []),
  apply,
  scratch: cloneState,
  applyInPlace,
  view: nfView,
  result,
};
