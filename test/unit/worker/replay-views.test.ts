/**
 * The replay page's views as the match server makes them (worker/match-replay.ts `replayViews`), for every game: the
 * first view and one patch per action, applied in turn as the page does (client/src/replay/load-replay.ts
 * `stepViews`), give at every step exactly the spectator's view the engine gives for the state after that many
 * actions; and the last view is the match's own module's (after a vote: finished, with the vote's winners).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { games, isRuleError, type AnyGameModule } from "../../../engine/index.ts";
import { replaySteps } from "../../../engine/core/replay.ts";
import { replayViews } from "../../../worker/match-replay.ts";
import { stepViews } from "../../../client/src/replay/load-replay.ts";

const GOLDEN = resolve(import.meta.dirname, "../../golden");
const golden = (name: string): unknown => JSON.parse(readFileSync(join(GOLDEN, name), "utf8"));

function check(file: unknown, final?: (g: AnyGameModule) => AnyGameModule) {
  const steps = replaySteps(file, games);
  if (isRuleError(steps)) throw new Error(steps.message);
  const rows = steps.file.actions.map(({ seat, ...action }) => ({ seat, action }));
  const game = steps.game,
    last = final ? final(game) : game;
  const views = stepViews(replayViews(game, last, steps.states[0], rows));
  expect(views).toHaveLength(steps.states.length);
  views!.forEach((v, n) =>
    expect(v, `after ${n} actions`).toEqual((n === steps.states.length - 1 ? last : game).view(steps.states[n], null)),
  );
  return views!;
}

describe("replay views", () => {
  it.each([
    "road-both-ends.json",
    "farm-cities.json",
    "gold-choice.json",
    "sw-three-sided-battle.json",
    "sw-team-battle.json",
    "nf-end-colonies.json",
    "nf-powers-trade-consume.json",
  ])("%s: every step's view is the engine's spectator view", (name) => {
    check(golden(name));
  });

  it("the last view is the match's own module's: a match ended by vote reads as finished with the vote's winners", () => {
    const views = check(golden("road-both-ends.json"), (g) => ({
      ...g,
      view: (s, seat) => ({ ...(g.view(s, seat) as object), finished: true, toAct: [], winners: [1] }),
    }));
    expect(views[views.length - 1]).toMatchObject({ finished: true, winners: [1] });
    expect(views[views.length - 2]!.finished).toBe(false);
  });

  it("a match without actions is its first view, the match's own", () => {
    const file = { ...(golden("road-both-ends.json") as object), actions: [] };
    const views = check(file, (g) => ({ ...g, view: (s, seat) => ({ ...(g.view(s, seat) as object), finished: true }) }));
    expect(views).toHaveLength(1);
    expect(views[0]!.finished).toBe(true);
  });
});
