/**
 * A whole match over WebSockets inside workerd: create → claim seats → play a golden replay's forced-deck game
 * action by action from the seats' sockets → every socket's patched view ends at the replay's final scores.
 */
import { describe, expect, it } from "vitest";
import { runReplay } from "../../engine/core/replay.ts";
import { games, isRuleError } from "../../engine/index.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { api, createMatch, TestSocket } from "./harness.ts";
import finalIncomplete from "../golden/final-incomplete.json";

describe("a full match over WebSockets", () => {
  it("plays a forced-deck game to the same result as the replay runner", async () => {
    const golden = finalIncomplete as {
      options: unknown;
      players: number;
      deck: string[];
      actions: ({ seat: number } & Record<string, unknown>)[];
    };
    const expected = runReplay(golden, games);
    if (isRuleError(expected)) throw new Error(expected.message);
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    for (const { seat, ...action } of golden.actions) {
      const answer = await seats[seat]!.act(action);
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      // every other socket catches up to the same version before the next action is sent
      if (answer.t === "patch") for (const s of [...seats, spectator]) await s.waitVersion(answer.v);
    }
    const summary = await api<{ status: string; version: number }>("GET", `/api/matches/${id}`);
    expect(summary.json.status).toBe("finished");
    expect(summary.json.version).toBe(golden.actions.length);
    for (const s of [...seats, spectator]) {
      const view = s.view as CarcView;
      expect(view.finished).toBe(true);
      expect(view.scores).toEqual(expected.scores);
      expect(view.log.flatMap((r) => (r.key === "scored" ? [r.args.item] : [])).map((i) => [i.seat, i.reason, i.points])).toEqual(
        expected.items.map((i) => [i.seat, i.reason, i.points]),
      );
    }
    for (const s of [...seats, spectator]) s.close();
  });
});
