/**
 * The differential proof of the engine's fast path: a seeded random game played both ways — public
 * `apply` on immutable states, and one `scratch` copy stepped with `applyInPlace` — must agree at every step (seats
 * to act, legal actions, events), and every `checkEvery` steps and at the end on the whole state and `result()`
 * (and at the end on every view). `apply` must never change its input: each input's JSON is kept before the call
 * and compared after both paths stepped, and the states kept at the checks are compared again once the game is
 * over (a later step must not write into structure they share). The fast path's final state must also be plain
 * JSON data, as the match server's snapshots store it. Any disagreement throws, naming seed, step and path.
 */
import { isRuleError, type AnyGameModule } from "../../engine/core/game-module.ts";
import { nextInt } from "../../engine/core/prng.ts";
import { choiceRng, startGame } from "../bench/playout.ts";
import { firstDifference } from "./first-difference.ts";
import { liveSeed } from "./live-rng.ts";

export interface DifferentialCase {
  name: string;
  game: AnyGameModule;
  players: number;
  options: unknown;
}

export interface BothWays {
  actions: number;
  /** Whole-state comparisons made (every `checkEvery` steps and at the end). */
  stateChecks: number;
  /** The final state of the public `apply` path. */
  state: unknown;
}

const MAX_ACTIONS = 10_000;

/** Plays seed's game both ways and throws at the first disagreement. */
export function playBothWays(c: DifferentialCase, seed: string, checkEvery = 10): BothWays {
  const { game } = c;
  const where = (step: number) => `${c.name}, seed ${seed}, step ${step}`;
  const same = (what: string, step: number, a: unknown, b: unknown) => {
    const d = firstDifference(a, b);
    if (d) throw new Error(`${where(step)}: ${what} differ at ${d} (apply path first)`);
  };
  let pub = startGame(game, c.players, c.options, seed);
  const fast = game.scratch(pub);
  const kept: { state: unknown; json: string }[] = [{ state: pub, json: JSON.stringify(pub) }];
  same("scratch copy and state", 0, pub, fast);
  const rng = choiceRng(seed);
  let stateChecks = 0;
  const compareAll = (step: number) => {
    same("states", step, pub, fast);
    same("results", step, game.result(pub), game.result(fast));
    for (let seat = 0; seat < c.players; seat++)
      same(`legal actions of seat ${seat}`, step, game.legalActions(pub, seat), game.legalActions(fast, seat));
    stateChecks++;
  };
  for (let step = 0; ; step++) {
    const seats = game.toAct(pub);
    same("seats to act", step, seats, game.toAct(fast));
    if (seats.length === 0) {
      compareAll(step);
      for (const audience of [...Array(c.players).keys(), null])
        same(`views of ${audience ?? "spectator"}`, step, game.view(pub, audience), game.view(fast, audience));
      for (const k of kept)
        if (JSON.stringify(k.state) !== k.json)
          throw new Error(`${where(step)}: an earlier state of the apply path changed after the game went on`);
      same("fast-path state and its JSON (the server's snapshot)", step, JSON.parse(JSON.stringify(fast)), fast);
      return { actions: step, stateChecks, state: pub };
    }
    if (step >= MAX_ACTIONS) throw new Error(`${where(step)}: no end after ${MAX_ACTIONS} actions`);
    const seat = seats[0]!;
    const legal = game.legalActions(pub, seat);
    same("legal actions", step, legal, game.legalActions(fast, seat));
    if (legal.length === 0) throw new Error(`${where(step)}: seat ${seat} must act but has no legal action`);
    const action = legal[nextInt(rng, legal.length)];
    const before = JSON.stringify(pub);
    const out = game.apply(pub, seat, action);
    if (isRuleError(out)) throw new Error(`${where(step)}: apply refused a legal action: ${out.code}`);
    const events = game.applyInPlace(fast, seat, action);
    if (isRuleError(events)) throw new Error(`${where(step)}: applyInPlace refused a legal action: ${events.code}`);
    if (JSON.stringify(pub) !== before)
      throw new Error(`${where(step)}: apply (or applyInPlace on the scratch copy) changed apply's input`);
    same("events", step, out.events, events);
    pub = out.state;
    if ((step + 1) % checkEvery === 0) {
      compareAll(step + 1);
      kept.push({ state: pub, json: JSON.stringify(pub) });
    }
  }
}

export interface DifferentialSummary {
  name: string;
  games: number;
  actions: number;
  stateChecks: number;
  ms: number;
}

/** Plays `count` seeded games both ways (live-generator seeds from `label`-<i>); throws at the first disagreement. */
export function differential(c: DifferentialCase, count: number, label = "differential", checkEvery = 10): DifferentialSummary {
  const t0 = performance.now();
  let actions = 0;
  let stateChecks = 0;
  for (let i = 0; i < count; i++) {
    const played = playBothWays(c, liveSeed(`${label}-${c.name}-${i}`), checkEvery);
    actions += played.actions;
    stateChecks += played.stateChecks;
  }
  return { name: c.name, games: count, actions, stateChecks, ms: Math.round(performance.now() - t0) };
}
