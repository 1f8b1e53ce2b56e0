/**
 * The replay runner behind `npm run replay` (docs/replay-format.md, a public interface): a JSON file names the
 * game, options, player count, optional seed (its form picks the generator, prng.ts), forced deck and dice, and
 * the actions with their seats; the runner plays them through the game's own `apply` and reports the result with
 * every labelled score item. `replaySteps` plays the same file keeping the state after every action (the replay
 * page steps through them). Keys the runner does not know (a golden file's `expect`, the match server's `seats`,
 * `botActions`, `result`) are ignored.
 */
import * as v from "valibot";
import { isRuleError, type AnyGameModule, type GameResult, type RuleError } from "./game-module.ts";
import { isWellFormedSeed } from "./prng.ts";
import { describeIssues } from "./validation.ts";

export const ReplaySchema = v.looseObject({
  game: v.string(),
  options: v.optional(v.unknown(), {}),
  players: v.pipe(v.number(), v.integer()),
  seed: v.optional(v.pipe(v.string(), v.check(isWellFormedSeed, "a c20: seed is c20: followed by 64 lowercase hex digits")), "replay"),
  deck: v.optional(v.array(v.string())),
  dice: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)))),
  actions: v.array(v.looseObject({ seat: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
});

export type ReplayFile = v.InferOutput<typeof ReplaySchema>;

export interface ReplayOutcome extends GameResult {
  game: string;
  /** Actions applied before the run stopped. */
  applied: number;
  /** The first refused action, if any: its index in `actions` and the engine's error. */
  error: (RuleError & { index: number }) | null;
}

/** A replay played action by action: `states[i]` is the state after the first i actions (states[0]: after setup). */
export interface ReplaySteps {
  game: AnyGameModule;
  file: ReplayFile;
  states: unknown[];
  /** The first refused action, if any (the states stop before it). */
  error: (RuleError & { index: number }) | null;
}

/**
 * Plays a replay keeping every state; a malformed file, an unknown game or a setup refusal yields a RuleError.
 * `apply` copies on write, so the states share whatever an action did not change.
 */
export function replaySteps(input: unknown, games: Readonly<Record<string, AnyGameModule>>): ReplaySteps | RuleError {
  return play(input, games, true);
}

/** Plays a replay; `keep` keeps every state, else only the setup's and the last (`runReplay` needs no more). */
function play(input: unknown, games: Readonly<Record<string, AnyGameModule>>, keep: boolean): ReplaySteps | RuleError {
  const parsed = v.safeParse(ReplaySchema, input);
  if (!parsed.success) return { error: true, code: "bad-replay", message: describeIssues(parsed.issues.slice(0, 1)) };
  const file = parsed.output;
  const game = Object.hasOwn(games, file.game) ? games[file.game] : undefined;
  if (!game) return { error: true, code: "unknown-game", message: `Unknown game ${file.game}` };
  const options = game.parseOptions(file.options);
  if (isRuleError(options)) return options;
  const forced = { ...(file.deck ? { deck: file.deck } : {}), ...(file.dice ? { dice: file.dice } : {}) };
  let state = game.setup(file.players, options, file.seed, forced);
  if (isRuleError(state)) return state;
  const states: unknown[] = [state];
  for (const [index, entry] of file.actions.entries()) {
    const { seat, ...rest } = entry;
    const action = game.parseAction(rest);
    const out = isRuleError(action) ? action : game.apply(state, seat, action);
    if (isRuleError(out)) return { game, file, states, error: { ...out, index } };
    state = out.state;
    if (keep || states.length < 2) states.push(state);
    else states[1] = state;
  }
  return { game, file, states, error: null };
}

/** Runs a replay; a malformed file or an unknown game yields a RuleError instead of an outcome. */
export function runReplay(input: unknown, games: Readonly<Record<string, AnyGameModule>>): ReplayOutcome | RuleError {
  const steps = play(input, games, false);
  if (isRuleError(steps)) return steps;
  const last = steps.states[steps.states.length - 1];
  const applied = steps.error ? steps.error.index : steps.file.actions.length;
  return { game: steps.game.id, applied, error: steps.error, ...steps.game.result(last) };
}
