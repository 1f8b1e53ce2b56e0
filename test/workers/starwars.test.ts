/**
 * A whole Carcassonne Star Wars match inside workerd: create with a forced deck and forced dice → claim seats →
 * play a seeded random game (biased towards meeples and planet landings so that battles happen) from the seats'
 * sockets → every socket's patched view ends equal to the local engine's, battles included; and a match with
 * live dice (server PRNG) whose battles roll real d6 values that no frame can predict.
 */
import { describe, expect, it } from "vitest";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import { battlesIn, battlesOf } from "../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { tileKind, tileSupply } from "../../engine/carcassonne/tiles.ts";
import { isRuleError } from "../../engine/index.ts";
import { api, createMatch, paced, TestSocket } from "./harness.ts";
import { Rand } from "../support/rand.ts";

function swDeck(rand: Rand): string[] {
  return rand.shuffle(tileSupply(["starwars"]).map((k) => tileKind(k).id));
}

/** A seeded random choice that prefers placing meeples and landing on planets (battles need contact). */
function choose(legal: CarcAction[], rand: Rand): CarcAction {
  const landing = legal.filter((a) => a.type === "planet");
  if (landing.length > 0 && rand.chance(0.5)) return rand.pick(landing);
  const meeples = legal.filter((a) => a.type !== "pass");
  return legal[0]?.type === "pass" && meeples.length > 0 && rand.chance(0.8) ? rand.pick(meeples) : rand.pick(legal);
}

/** Plays the local twin to the end; returns the steps and the final state. */
function localGame(players: number, options: unknown, deck: string[], dice: number[], rand: Rand) {
  const o = starWars.parseOptions(options);
  if (isRuleError(o)) throw new Error(o.message);
  let s = starWars.setup(players, o, "twin", { deck, dice });
  if (isRuleError(s)) throw new Error(s.message);
  const steps: { seat: number; action: CarcAction }[] = [];
  while (!starWars.result(s as CarcState).finished) {
    const seat = starWars.toAct(s as CarcState)[0]!;
    const action = choose(starWars.legalActions(s as CarcState, seat), rand);
    const out = starWars.apply(s as CarcState, seat, action);
    if (isRuleError(out)) throw new Error(`${out.code} ${JSON.stringify(action)}`);
    s = out.state;
    steps.push({ seat, action });
  }
  return { steps, final: s as CarcState };
}

describe("a full Star Wars match over WebSockets", () => {
  it("plays a forced-deck, forced-dice game with battles to the same end as the local engine", async () => {
    // The first of a few seeded games with at least two battles (deterministic: the seeds are fixed).
    let game: (ReturnType<typeof localGame> & { deck: string[]; dice: number[] }) | null = null;
    for (let k = 0; k < 20 && !game; k++) {
      const rand = new Rand(`sw-workerd-${k}`);
      const deck = swDeck(rand);
      const dice = Array.from({ length: 200 }, () => rand.range(1, 6));
      const played = localGame(3, { firstSeat: 0 }, deck, dice, rand);
      if (battlesOf(played.final).length >= 2) game = { ...played, deck, dice };
    }
    expect(game, "a seeded game with battles").not.toBeNull();
    const { steps, final, deck, dice } = game!;
    const { id, tokens } = await createMatch(3, { firstSeat: 0 }, deck, { game: "starwars", dice });
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    for (const { seat, action } of steps) {
      const answer = await paced(seats[seat]!, action);
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      if (answer.t === "patch") for (const s of [...seats, spectator]) await s.waitVersion(answer.v);
    }
    const summary = await api<{ status: string; version: number }>("GET", `/api/matches/${id}`);
    expect(summary.json).toMatchObject({ status: "finished", version: steps.length });
    const expected = starWars.view(final, null);
    for (const s of [...seats, spectator]) {
      const view = s.view as CarcView;
      expect(view.finished).toBe(true);
      expect(view.scores).toEqual(expected.scores);
      expect(battlesIn(view.log)).toEqual(battlesIn(expected.log));
      expect(view.log).toEqual(expected.log);
      expect(view.meeples).toEqual(expected.meeples);
    }
    // every battle reached every socket as a record of its view's log, once each
    for (const s of [...seats, spectator]) {
      expect(battlesIn((s.view as CarcView).log)).toEqual(battlesOf(final));
    }
    for (const s of [...seats, spectator]) s.close();
  }, 60_000);

  it("rolls live dice on the server: battles resolve with d6 values, and no frame carries the seed or the RNG", async () => {
    const rand = new Rand("sw-live");
    const deck = swDeck(rand);
    // No forced dice: the server's PRNG rolls. The local engine cannot predict them, so choices come from views.
    const { id, tokens } = await createMatch(2, { firstSeat: 0 }, deck, { game: "starwars" });
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const twin = starWars.setup(2, { firstSeat: 0, teams: false }, "twin", { deck });
    if (isRuleError(twin)) throw new Error(twin.message);
    let turns = 0;
    for (;;) {
      const view = seats[0]!.view as CarcView;
      if (view.finished || turns++ > 400) break;
      const seat = view.toAct[0]!;
      const mine = seats[seat]!.view as CarcView;
      let action: CarcAction;
      if (mine.phase === "place") {
        const legal = placementsFrom(mine);
        action = rand.pick(legal);
      } else {
        const planets = mine.sw!.planetTargets.map((p): CarcAction => ({ type: "planet", x: p.x, y: p.y }));
        const spots = mine.meepleTargets.map((feature): CarcAction => ({ type: "meeple", feature }));
        const options = [...planets, ...planets, ...spots];
        action = options.length > 0 && rand.chance(0.85) ? rand.pick(options) : { type: "pass" };
        if (action.type !== "pass" && mine.supply[seat]! - (mine.bigInSupply![seat] ? 1 : 0) === 0)
          action = { ...action, big: true } as CarcAction;
      }
      const answer = await paced(seats[seat]!, action);
      expect(answer.t, JSON.stringify([answer, action])).toBe("patch");
      if (answer.t === "patch") for (const s of seats) await s.waitVersion(answer.v);
    }
    const end = seats[0]!.view as CarcView;
    expect(end.finished).toBe(true);
    expect(battlesIn(end.log).length).toBeGreaterThan(0);
    for (const b of battlesIn(end.log)) {
      expect(b.sides.filter((d) => d.won)).toHaveLength(1);
      for (const d of b.sides)
        for (const roll of d.rolls) {
          expect(roll).toHaveLength(d.dice);
          for (const die of roll) expect(die >= 1 && die <= 6 && Number.isInteger(die)).toBe(true);
        }
    }
    // no state internals: RNG words, seed, bag order, or a dice queue (a side's `dice` is a count, never a list)
    for (const raw of seats.flatMap((s) => s.raw)) expect(raw).not.toMatch(/"(rng|seed|bag|forcedDeck)"\s*:|"dice"\s*:\s*\[/);
    for (const s of seats) s.close();
  }, 60_000);
});

/** Legal placements of the drawn tile from the view alone (the engine's own hint code). */
function placementsFrom(view: CarcView): CarcAction[] {
  return placementHintsOf(view).map((h): CarcAction => ({ type: "place", ...h }));
}
import { placementHints } from "../../engine/carcassonne/hints.ts";
function placementHintsOf(view: CarcView) {
  return view.tile ? placementHints(view, view.tile) : [];
}
