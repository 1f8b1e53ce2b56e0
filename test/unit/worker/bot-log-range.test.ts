/**
 * The log's bot marks stop where the end-of-game records begin: the action that ends a game appends final scoring
 * and "game over" to the log, yet nobody chose them, so the bot range of a bot's last move (worker/match-bots.ts
 * `botLogRange`, over the view's `endLog`) covers its own records only, and the client does not mark the rest.
 */
import { describe, expect, it } from "vitest";
import { findGame, type AnyGameModule, type ViewHeader } from "../../../engine/index.ts";
import { botLogRange, logLength } from "../../../worker/match-bots.ts";
import { isBotRecord } from "../../../client/src/core/bots.ts";

type Rec = { key: string; args: { item?: { final?: boolean } } };

/** Plays seeded random legal moves to the end; returns the state before the last move, its seat and the move. */
function playToLastMove(game: AnyGameModule, options: unknown, seed: string) {
  let state = game.setup(2, game.parseOptions(options), seed) as unknown;
  let r = 0x2545f491;
  for (let step = 0; step < 20_000; step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    r = (r * 1103515245 + 12345) >>> 0;
    const action = legal[r % legal.length];
    const out = game.apply(state, seat, action) as { state: unknown };
    if (game.result(out.state).finished) return { before: state, seat, action };
    state = out.state;
  }
  throw new Error("no end reached");
}

describe("a bot's move that ends the game", () => {
  for (const [id, options, isEnd] of [
    ["carcassonne", {}, (r: Rec) => r.key === "gameOver" || (r.key === "scored" && r.args.item?.final === true)],
    ["newfrontiers", {}, (r: Rec) => r.key === "finalScoring" || r.key === "exploredLeave"],
  ] as const) {
    it(`${id}: its bot range stops before final scoring, and the client marks none of it`, () => {
      const game = findGame(id)!;
      const last = playToLastMove(game, options, `end-${id}`);
      const from = logLength(game.view(last.before, last.seat));
      const after = game.view((game.apply(last.before, last.seat, last.action) as { state: unknown }).state, last.seat) as ViewHeader & {
        log: Rec[];
      };
      expect(after.finished).toBe(true);
      const [f, to] = botLogRange(from, after);
      expect(f).toBe(from);
      const endRecords = after.log.slice(from).filter(isEnd);
      expect(endRecords.length).toBeGreaterThan(0);
      expect(after.log.slice(f, to).some(isEnd)).toBe(false);
      expect(after.log.slice(to).every(isEnd)).toBe(true);
      // A range stored before the cut (the whole tail) is still not shown as the bot's from endLog on.
      const marked = after.log.map((_, i) => isBotRecord([[from, after.log.length]], i, after.endLog));
      after.log.forEach((rec, i) => {
        if (isEnd(rec)) expect(marked[i]).toBe(false);
      });
    });
  }

  it("a move that does not end the game keeps its whole range", () => {
    expect(botLogRange(3, { log: [1, 2, 3, 4, 5] })).toEqual([3, 5]);
    expect(botLogRange(3, { log: [1, 2, 3, 4, 5], endLog: 4 })).toEqual([3, 4]);
    expect(botLogRange(3, { log: [1, 2, 3, 4, 5], endLog: 2 })).toEqual([3, 3]);
  });
});
