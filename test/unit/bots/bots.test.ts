/**
 * The shared bots through the registry (engine/bots.ts, engine/core/bot-*.ts): every kind answers with
 * an action the real game accepts, the same for the same seed and iterations, from the seat's view alone (two
 * states that differ only in what the seat cannot see get the same answer); greedy takes an obvious completion;
 * search beats random; bad requests get a typed error.
 */
import { describe, expect, it, vi } from "vitest";
import { BOT_LEVELS, type BotKind } from "../../../engine/core/bot.ts";
import { isRuleError, type ViewHeader } from "../../../engine/core/game-module.ts";
import { BotRequestError, botsFor, chooseBotAction } from "../../../engine/bots.ts";
import { seedRng, type RngState } from "../../../engine/core/prng.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { playArenaGame } from "../../bench/arena-play.ts";
import { randomPlayout } from "../../bench/playout.ts";
import { act, setup } from "../carcassonne/helpers.ts";

/** The hidden parts the view-only test changes: the generator of every game, and the board games' bag order. */
type HiddenParts = { rng: RngState; bag?: number[] };

// bots think for real: generous limits so a loaded machine cannot time a correct run out
vi.setConfig({ testTimeout: 120_000 });

const KINDS: readonly BotKind[] = ["random", "greedy", ...BOT_LEVELS];
/** Small budgets keep the suite quick; determinism is per seed and iteration count. */
const ITERATIONS = 40;

/** Mid-game positions of a game (seeded random play), with the seat that must act. */
function positions(gameId: string, options: unknown, players: number, count: number): { state: HiddenParts; seat: number }[] {
  const { game } = botsFor(gameId);
  const out: { state: HiddenParts; seat: number }[] = [];
  for (let k = 0; k < count; k++) {
    const { state } = randomPlayout(game, players, options, `${gameId}-pos-${k}`, 7 + 11 * k);
    const seat = game.toAct(state)[0];
    if (seat !== undefined) out.push({ state: state as HiddenParts, seat });
  }
  return out;
}

function decide(gameId: string, state: unknown, seat: number, kind: BotKind, seed: string): unknown {
  const view = botsFor(gameId).game.view(state, seat) as ViewHeader;
  return chooseBotAction(gameId, { view, kind, seed, budget: { iterations: ITERATIONS } });
}

const SETUPS: { gameId: string; options: unknown; players: number }[] = [
  { gameId: "carcassonne", options: {}, players: 2 },
  { gameId: "carcassonne", options: { goldMines: true, handOfThree: true }, players: 3 },
  { gameId: "starwars", options: {}, players: 3 },
  { gameId: "starwars", options: { teams: true }, players: 4 },
  { gameId: "newfrontiers", options: {}, players: 2 },
];

describe.each(SETUPS)("$gameId $players players $options", ({ gameId, options, players }) => {
  const { game } = botsFor(gameId);
  const cases = positions(gameId, options, players, 4);

  it("every kind answers with a plain action the real game accepts, the same for the same seed", () => {
    for (const { state, seat } of cases)
      for (const kind of KINDS) {
        const a = decide(gameId, state, seat, kind, "s1");
        expect(decide(gameId, state, seat, kind, "s1")).toEqual(a);
        const parsed = game.parseAction(a);
        expect(isRuleError(parsed), JSON.stringify(a)).toBe(false);
        expect(isRuleError(game.apply(state, seat, parsed)), `${kind} ${JSON.stringify(a)}`).toBe(false);
        expect(Object.isFrozen(a)).toBe(false);
      }
  });

  it("decides from the view only: a state with another bag order and generator gets the same answer", () => {
    for (const [n, { state, seat }] of cases.entries()) {
      const other = game.scratch(state) as HiddenParts;
      other.bag?.reverse();
      other.rng = seedRng(`other-${n}`);
      expect(game.view(other, seat)).toEqual(game.view(state, seat));
      for (const kind of KINDS) expect(decide(gameId, other, seat, kind, "s2")).toEqual(decide(gameId, state, seat, kind, "s2"));
    }
  });
});

describe("greedy", () => {
  it("completes the start tile's city with a knight for 4 points at once", () => {
    // base-E turned twice at (0,-1): its cap faces south and closes the start's city cap (scoring.test.ts).
    let s = setup(["base-E", "base-U", "base-U"], {}, 2, "greedy");
    const view = (st: CarcState) => botsFor("carcassonne").game.view(st, 0) as ViewHeader;
    const place = chooseBotAction("carcassonne", { view: view(s), kind: "greedy", seed: "g" });
    expect(place).toEqual({ type: "place", x: 0, y: -1, rotation: 2 });
    s = act(s, 0, place as never).state;
    expect(chooseBotAction("carcassonne", { view: view(s), kind: "greedy", seed: "g" })).toEqual({ type: "meeple", feature: "e1" });
  });
});

describe("search", () => {
  it("beats random over a handful of seeded games, seats alternating", () => {
    let won = 0;
    for (let k = 0; k < 4; k++) {
      const kinds: BotKind[] = k % 2 === 0 ? ["hard", "random"] : ["random", "hard"];
      const r = playArenaGame("carcassonne", kinds, {}, `beats-random-${k}`, 60);
      if (r.winners.length === 1 && kinds[r.winners[0]!] === "hard") won++;
    }
    expect(won).toBe(4);
  });
});

describe("bad requests", () => {
  const { game } = botsFor("carcassonne");
  const s = setup(["base-E", "base-U"], {}, 2, "bad");
  it("a seat that need not act, a spectator, an unknown kind or game, and a view of another game are refused", () => {
    const refusal = (gameId: string, view: unknown, kind: unknown) => {
      try {
        chooseBotAction(gameId, { view: view as ViewHeader, kind: kind as BotKind, seed: "x" });
      } catch (e) {
        return e instanceof BotRequestError ? e.code : "other";
      }
      return "none";
    };
    expect(refusal("carcassonne", game.view(s, 1), "hard")).toBe("not-to-act");
    expect(refusal("carcassonne", game.view(s, null), "hard")).toBe("not-to-act");
    expect(refusal("carcassonne", game.view(s, 0), "genius")).toBe("bad-kind");
    expect(refusal("chess", game.view(s, 0), "hard")).toBe("unknown-game");
    expect(refusal("starwars", game.view(s, 0), "hard")).toBe("unknown-game");
    expect(refusal("newfrontiers", game.view(s, 0), "hard")).toBe("unknown-game");
  });
});
