/**
 * The replay runner (engine/core/replay.ts; docs/replay-format.md): a malformed file → bad-replay, an unknown
 * game → unknown-game, the game's own setup refusals pass through, and the first refused action stops the run,
 * reported with its index, with no later action applied. `replaySteps` (the replay views) keeps the state after every
 * action, the same states the runner reaches, and stops before a refused action.
 */
import { describe, expect, it } from "vitest";
import { replaySteps, runReplay, type ReplayOutcome } from "../../../engine/core/replay.ts";
import { games, isRuleError, carcassonne } from "../../../engine/index.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";

/** The worked example of docs/replay-format.md (test/golden/road-both-ends.json). */
const example = {
  game: "carcassonne",
  options: { farmers: false, firstSeat: 0 },
  players: 2,
  deck: ["base-W", "base-A"],
  actions: [
    { seat: 0, type: "place", x: 1, y: 0, rotation: 0 },
    { seat: 0, type: "meeple", feature: "r3" },
    { seat: 1, type: "place", x: -1, y: 0, rotation: 3 },
    { seat: 1, type: "pass" },
  ],
};

function outcome(input: unknown): ReplayOutcome {
  const out = runReplay(input, games);
  if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`);
  return out;
}

describe("a valid replay", () => {
  it("plays the documented worked example: seat 0 scores the 3-tile road", () => {
    const out = outcome(example);
    expect(out).toMatchObject({ game: "carcassonne", applied: 4, error: null, finished: true, scores: [3, 0], winners: [0] });
    expect(out.items).toHaveLength(1);
    expect(out.items[0]).toMatchObject({
      seat: 0,
      points: 3,
      reason: "road",
      final: false,
      complete: true,
      feature: { x: 0, y: 0, id: "r1" },
      tiles: [
        [0, 0],
        [1, 0],
        [-1, 0],
      ],
      emblems: 0,
      meeples: 1,
    });
  });

  it("ignores unknown top-level keys (golden files add description and expect) and the dice of a dice-less game", () => {
    const out = outcome({ ...example, description: "x", expect: { scores: [0, 0] }, dice: [6, 1, 3] });
    expect(out.scores).toEqual([3, 0]);
    expect(out.error).toBeNull();
  });

  it("options may be omitted: the game's defaults apply (farmers on, first seat from the seed)", () => {
    const { options: _omitted, ...bare } = example;
    // Who starts is drawn from the seed ("replay" by default): find out with a one-action probe.
    const probe = outcome({ ...bare, actions: [{ seat: 0, type: "place", x: 1, y: 0, rotation: 0 }] });
    const first = probe.error ? 1 : 0;
    expect(probe.error === null || probe.error.code === "not-your-turn").toBe(true);
    // A farmer is accepted: farmers default to on.
    const out = outcome({
      ...bare,
      actions: [
        { seat: first, type: "place", x: 1, y: 0, rotation: 0 },
        { seat: first, type: "meeple", feature: "o1" },
      ],
    });
    expect(out).toMatchObject({ applied: 2, error: null });
    expect(outcome({ ...bare, options: {}, actions: out.applied ? bare.actions : [] })).toEqual(
      outcome({ ...bare, actions: out.applied ? bare.actions : [] }),
    );
  });

  it("a replay stopped part-way reports finished false and the running scores", () => {
    const out = outcome({ ...example, actions: example.actions.slice(0, 2) });
    expect(out).toMatchObject({ applied: 2, error: null, finished: false, scores: [0, 0], winners: [] });
  });

  it("a randomly drawn game replays identically from its seed (no forced deck)", () => {
    // Play a game by always taking the first legal action, record the actions, then replay them.
    const options = { firstSeat: 1 };
    const parsed = carcassonne.parseOptions(options);
    if (isRuleError(parsed)) throw new Error(parsed.code);
    let s = carcassonne.setup(3, parsed, "random-seed-7") as CarcState;
    const actions: Record<string, unknown>[] = [];
    for (let n = 0; n < 400 && s.phase !== "over"; n++) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat);
      // prefer a meeple when offered, so that scoring happens
      const a = legal.find((x) => x.type === "meeple") ?? legal[0]!;
      const out = carcassonne.apply(s, seat, a);
      if (isRuleError(out)) throw new Error(out.code);
      s = out.state;
      actions.push({ seat, ...a });
    }
    expect(s.phase).toBe("over");
    const file = { game: "carcassonne", options, players: 3, seed: "random-seed-7", actions };
    const out = outcome(file);
    expect(out.error).toBeNull();
    expect(out.applied).toBe(actions.length);
    const direct = carcassonne.result(s);
    expect(out.scores).toEqual(direct.scores);
    expect(out.items).toEqual(direct.items);
    expect(out.finished).toBe(true);
    expect(outcome(file)).toEqual(out); // and again
    // a different seed draws different tiles: the same actions soon stop being legal
    const other = outcome({ ...file, seed: "random-seed-8" });
    expect(other.error).not.toBeNull();
  });
});

describe("malformed files → bad-replay", () => {
  const cases: [string, unknown][] = [
    ["null", null],
    ["a number", 5],
    ["a string", "carcassonne"],
    ["an array", [example]],
    ["an empty object", {}],
    ["no game", { ...example, game: undefined }],
    ["game not a string", { ...example, game: 1 }],
    ["no players", { ...example, players: undefined }],
    ["players a string", { ...example, players: "2" }],
    ["players fractional", { ...example, players: 2.5 }],
    ["no actions", { ...example, actions: undefined }],
    ["actions not an array", { ...example, actions: { seat: 0, type: "pass" } }],
    ["an action without a seat", { ...example, actions: [{ type: "pass" }] }],
    ["a negative seat", { ...example, actions: [{ seat: -1, type: "pass" }] }],
    ["a fractional seat", { ...example, actions: [{ seat: 0.5, type: "pass" }] }],
    ["an action that is not an object", { ...example, actions: ["pass"] }],
    ["seed not a string", { ...example, seed: 42 }],
    ["deck not an array", { ...example, deck: "base-W" }],
    ["deck with a non-string", { ...example, deck: ["base-W", 3] }],
    ["a die of 7", { ...example, dice: [7] }],
    ["a die of 0", { ...example, dice: [0] }],
  ];
  for (const [name, input] of cases) {
    it(name, () => {
      const out = runReplay(input, games);
      expect(out).toMatchObject({ error: true, code: "bad-replay" });
      expect(isRuleError(out) && out.message.length > 0).toBe(true);
    });
  }

  it("the message names the offending path", () => {
    const out = runReplay({ ...example, players: "2" }, games);
    expect(isRuleError(out) && out.message).toMatch(/^players: /);
    const deep = runReplay({ ...example, actions: [{ seat: 0 }, { seat: "1" }] }, games);
    expect(isRuleError(deep) && deep.message).toMatch(/^actions\.1\.seat: /);
  });
});

describe("refusals before any action", () => {
  it("unknown game → unknown-game", () => {
    expect(runReplay({ ...example, game: "chess" }, games)).toMatchObject({ error: true, code: "unknown-game" });
    expect(runReplay({ ...example, game: "" }, games)).toMatchObject({ error: true, code: "unknown-game" });
  });

  it("a game id that names an Object.prototype member is an unknown game too, not a crash", () => {
    // `games` is a plain object: games["toString"] is Object.prototype.toString. The runner must only accept
    // the registry's own entries (it is a public CLI: `npm run replay`), returning unknown-game, never throwing.
    for (const id of ["toString", "constructor", "hasOwnProperty", "__proto__"]) {
      let out: unknown;
      expect(() => (out = runReplay({ ...example, game: id }, games)), id).not.toThrow();
      expect(out, id).toMatchObject({ error: true, code: "unknown-game" });
    }
  });

  it("the game's refusals pass through: bad-options, bad-players, bad-deck", () => {
    expect(runReplay({ ...example, options: { farmers: "no" } }, games)).toMatchObject({ error: true, code: "bad-options" });
    expect(runReplay({ ...example, options: { princess: true } }, games)).toMatchObject({ error: true, code: "bad-options" });
    expect(runReplay({ ...example, players: 1 }, games)).toMatchObject({ error: true, code: "bad-players" });
    expect(runReplay({ ...example, players: 9 }, games)).toMatchObject({ error: true, code: "bad-players" });
    expect(runReplay({ ...example, deck: ["base-W", "base-?"] }, games)).toMatchObject({ error: true, code: "bad-deck" });
  });
});

describe("the first refused action", () => {
  it("is reported with its index; nothing after it is applied", () => {
    const actions = [
      example.actions[0]!, // 0 ok
      example.actions[1]!, // 1 ok
      { seat: 0, type: "place", x: -1, y: 0, rotation: 3 }, // 2 refused: it is seat 1's turn
      example.actions[2]!, // 3 would be legal
      example.actions[3]!, // 4 would be legal and would score
    ];
    const out = outcome({ ...example, actions });
    expect(out.applied).toBe(2);
    expect(out.error).toMatchObject({ index: 2, code: "not-your-turn", error: true });
    expect(typeof out.error!.message).toBe("string");
    // the road was never closed: the state is the one after action 1
    expect(out.finished).toBe(false);
    expect(out.scores).toEqual([0, 0]);
    expect(out.items).toEqual([]);
  });

  it("a malformed action stops the run with bad-action at its index", () => {
    const actions = [example.actions[0]!, { seat: 0, type: "meeple" }, example.actions[1]!];
    const out = outcome({ ...example, actions });
    expect(out.applied).toBe(1);
    expect(out.error).toMatchObject({ index: 1, code: "bad-action" });
  });

  it("an illegal placement stops the run with the engine's code", () => {
    // base-W turned three times shows its field (stored N) to the west, against the start's road.
    const actions = [{ seat: 0, type: "place", x: 1, y: 0, rotation: 3 }, ...example.actions.slice(1)];
    const out = outcome({ ...example, actions });
    expect(out.applied).toBe(0);
    expect(out.error).toMatchObject({ index: 0, code: "edge-mismatch" });
  });

  it("a seat that does not exist is refused (not-your-turn), not a crash", () => {
    const out = outcome({ ...example, actions: [{ seat: 7, type: "place", x: 1, y: 0, rotation: 0 }] });
    expect(out.error).toMatchObject({ index: 0, code: "not-your-turn" });
  });

  it("actions after the game is over are refused (game-over)", () => {
    const out = outcome({ ...example, actions: [...example.actions, { seat: 0, type: "pass" }] });
    expect(out.applied).toBe(4);
    expect(out.error).toMatchObject({ index: 4, code: "game-over" });
    expect(out.scores).toEqual([3, 0]);
    expect(out.finished).toBe(true);
  });
});

describe("step by step (replaySteps)", () => {
  it("keeps the state after setup and after each action; the last is the runner's", () => {
    const steps = replaySteps({ ...example, server: { ignored: true } }, games);
    if (isRuleError(steps)) throw new Error(steps.message);
    expect(steps.error).toBeNull();
    expect(steps.states).toHaveLength(5);
    expect(steps.states.map((s) => carcassonne.result(s as CarcState).scores)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [3, 0],
    ]);
    expect(carcassonne.view(steps.states[2] as CarcState, null).board).toHaveLength(2);
    expect(carcassonne.result(steps.states[4] as CarcState)).toEqual((({ game: _g, applied: _a, error: _e, ...r }) => r)(outcome(example)));
  });

  it("stops before a refused action, reporting it; bad files are refused as by the runner", () => {
    const steps = replaySteps({ ...example, actions: [...example.actions.slice(0, 2), { seat: 0, type: "pass" }] }, games);
    if (isRuleError(steps)) throw new Error(steps.message);
    expect(steps.states).toHaveLength(3);
    expect(steps.error).toMatchObject({ index: 2 });
    expect(replaySteps({ ...example, players: "2" }, games)).toMatchObject({ error: true, code: "bad-replay" });
  });
});
