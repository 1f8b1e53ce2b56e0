/**
 * Serialisation: the state is plain JSON and a JSON copy carries on exactly like the original (the match server
 * stores snapshots and reloads them; the engine keeps a derived cell index memoised per `tiles` array, which a
 * copy must rebuild correctly). For seeded random games over all option mixes and 2–6 players (odd player counts
 * with a live ChaCha20 seed, even ones with sfc32):
 *  - every sampled state is plain JSON (no undefined, NaN, holes or class instances);
 *  - "reload every step": a run that JSON-round-trips the state before every action makes the same legal actions,
 *    events and states as the original run, step by step (in `npm test`, every third step: support/fuzz-size.ts);
 *  - "reload once": a copy taken at a random point and then played on natively matches the original to the end;
 *  - a copy also refuses the same illegal actions with the same codes.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";
import { liveSeed } from "../../support/live-rng.ts";
import { bounds, game, mixName, OPTION_MIXES, plainProblem, PLAYER_COUNTS, Rand, randomGame, type GameRun } from "./fuzz-helpers.ts";

/** Every how many steps a copy is reloaded and compared whole (events are compared at every step). */
const STRIDE = fuzzSize(3, 1);

function roundTrip(s: CarcState): CarcState {
  return JSON.parse(JSON.stringify(s)) as CarcState;
}

/**
 * Plays `from` on along the original run's actions, comparing every STRIDE-th step whole (and the events of every
 * step); `reload` round-trips before each of those steps.
 */
function followRun(run: GameRun, start: number, from: CarcState, reload: boolean, rand: Rand, where: string): void {
  let s = from;
  for (let i = start; i < run.log.length; i++) {
    const { seat, action } = run.log[i]!;
    if ((i - start) % STRIDE !== 0) {
      const out = game.apply(s, seat, action);
      if (isRuleError(out)) expect.fail(`${where}, action ${i}: the copy refuses ${JSON.stringify(action)}: ${out.code}`);
      if (JSON.stringify(out.events) !== JSON.stringify(run.events[i])) expect.fail(`${where}, action ${i}: events differ after reload`);
      s = out.state;
      continue;
    }
    if (reload) s = roundTrip(s);
    const here = `${where}, action ${i}`;
    const original = run.states[i]!;
    const toAct = JSON.stringify(game.toAct(s));
    if (toAct !== JSON.stringify(game.toAct(original))) expect.fail(`${here}: toAct differs after reload`);
    const legal = JSON.stringify(game.legalActions(s, seat));
    if (legal !== JSON.stringify(game.legalActions(original, seat))) expect.fail(`${here}: legal actions differ after reload`);
    // An illegal placement next to the board must be refused alike (the cell index decides "occupied").
    if (s.phase === "place" && rand.chance(0.3)) {
      const { minX, maxX, minY, maxY } = bounds(s);
      const probe: CarcAction = {
        type: "place",
        x: rand.range(minX - 1, maxX + 1),
        y: rand.range(minY - 1, maxY + 1),
        rotation: rand.int(4),
      };
      if (s.hands) probe.tile = (action as { tile?: string }).tile;
      const a = game.apply(original, seat, probe),
        b = game.apply(s, seat, probe);
      const code = (r: typeof a) => (isRuleError(r) ? r.code : "accepted");
      if (code(a) !== code(b)) expect.fail(`${here}: ${JSON.stringify(probe)} gives ${code(a)} on the original, ${code(b)} on the copy`);
    }
    const out = game.apply(s, seat, action);
    if (isRuleError(out)) expect.fail(`${here}: the copy refuses ${JSON.stringify(action)}: ${out.code}`);
    if (JSON.stringify(out.events) !== JSON.stringify(run.events[i])) expect.fail(`${here}: events differ after reload`);
    if (JSON.stringify(out.state) !== JSON.stringify(run.states[i + 1])) expect.fail(`${here}: state differs after reload`);
    if (i % 10 === 0 && JSON.stringify(game.view(out.state, seat)) !== JSON.stringify(game.view(run.states[i + 1]!, seat)))
      expect.fail(`${here}: view differs after reload`);
    s = out.state;
  }
  expect(game.toAct(s), where).toEqual([]);
  expect(game.result(s), where).toEqual(game.result(run.final));
}

describe("JSON round-trip of the state", () => {
  for (const mix of OPTION_MIXES) {
    it(`${mixName(mix)}: JSON copies play on exactly like the original (2–6 players)`, () => {
      for (const players of PLAYER_COUNTS) {
        const label = `serial-${mixName(mix)}-${players}`;
        const seed = players % 2 === 1 ? liveSeed(label) : label; // both generators (prng.ts)
        const where = `seed ${seed}, ${players}p ${JSON.stringify(mix)}`;
        const run = randomGame(players, mix, seed);
        const rand = new Rand(`serial-rand:${seed}`);
        run.states.forEach((s, i) => {
          if (i % 7 !== 0) return;
          const p = plainProblem(s, "state");
          if (p) expect.fail(`${where}, state ${i}: not plain JSON: ${p}`);
        });
        followRun(run, 0, run.states[0]!, true, rand, `${where} (reload every step)`);
        const cut = rand.int(run.log.length);
        followRun(run, cut, roundTrip(run.states[cut]!), false, rand, `${where} (reload once at ${cut})`);
      }
    }, 30_000);
  }
});
