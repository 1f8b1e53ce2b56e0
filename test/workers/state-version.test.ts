/**
 * A match whose stored snapshots have another state shape (a deploy changed the game's state, GameModule
 * `stateVersion`) is rebuilt from its setup and its whole action log, never read from the stale snapshot:
 * nothing accepted is lost. Here every snapshot row is rewritten in the pre-versioning form (a bare JSON value,
 * unreadable as today's state), the Durable Object restarts, and the match goes on to the golden result; the
 * rebuild stores a snapshot of the current shape.
 */
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { games, isRuleError } from "../../engine/index.ts";
import { runReplay } from "../../engine/core/replay.ts";
import { createMatch, matchStub, TestSocket } from "./harness.ts";
import goldMonastery from "../golden/gold-monastery.json";

type Golden = { options: unknown; players: number; deck: string[]; actions: ({ seat: number } & CarcAction)[] };
const golden = goldMonastery as Golden;

async function play(seats: TestSocket[], steps: { seat: number; action: CarcAction }[]): Promise<void> {
  for (const { seat, action } of steps) {
    const answer = await seats[seat]!.act(action, `sv-${seats[seat]!.version}`);
    expect(answer.t, JSON.stringify(answer)).toBe("patch");
    if (answer.t === "patch") for (const s of seats) await s.waitVersion(answer.v);
  }
}

const snapshots = (id: string) =>
  runInDurableObject(matchStub(id), (_o, state) =>
    state.storage.sql.exec<{ version: number; state: string }>("SELECT version, state FROM snapshots ORDER BY version").toArray(),
  );

describe("snapshots of another state version", () => {
  it("are not read: the match is rebuilt from its action log and goes on to the golden result", async () => {
    const expected = runReplay(golden, games);
    if (isRuleError(expected)) throw new Error(expected.message);
    const steps = golden.actions.map(({ seat, ...action }) => ({ seat, action: action as CarcAction }));
    const half = 9;
    const { id, tokens } = await createMatch(golden.players, golden.options, golden.deck);
    let seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    await play(seats, steps.slice(0, half));
    const before = structuredClone(seats[0]!.view);

    // Every stored snapshot becomes an unstamped value of another shape, as rows written before versioning are.
    const stored = await snapshots(id);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.parse(stored[0]!.state)).toMatchObject({ stateVersion: carcassonne.stateVersion });
    await runInDurableObject(matchStub(id), (_o, state) => {
      state.storage.sql.exec("UPDATE snapshots SET state = ?", JSON.stringify({ game: "carcassonne", gold: null, sw: null, log: [] }));
    });
    await abortAllDurableObjects();
    for (const s of seats) await s.waitClosed();

    seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    expect(seats[0]!.version).toBe(half);
    expect(seats[0]!.view).toEqual(before);
    const rebuilt = await snapshots(id);
    expect(JSON.parse(rebuilt.at(-1)!.state)).toMatchObject({ stateVersion: carcassonne.stateVersion });
    expect(rebuilt.at(-1)!.version).toBe(half);

    await play(seats, steps.slice(half));
    const view = seats[0]!.view as CarcView;
    expect(view.finished).toBe(true);
    expect(view.scores).toEqual(expected.scores);
  });
});
