/**
 * Determinism (design.md: "same seed + same action log ⇒ same state, byte for byte"). 1,000 seeded random games
 * (160 in `npm test`: support/fuzz-size.ts) over every option mix and 2–6 players, each combination both with a
 * drawn and with a fixed first seat, are played once, then replayed from their JSON action log (through
 * parseAction, as a stored match log would be). The replay also applies a different legal action and a refused
 * one at every step and throws those results away, so any state shared between siblings that `apply` mutated
 * would show up as a different final state. Every other game draws with a live ChaCha20 seed, the rest with sfc32.
 */
import { describe, expect, it } from "vitest";
import { isRuleError, type GameEvent } from "../../../engine/core/game-module.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";
import { liveSeed } from "../../support/live-rng.ts";
import { game, newGame, OPTION_MIXES, PLAYER_COUNTS, Rand, randomGame, type LoggedAction, type OptionInput } from "./fuzz-helpers.ts";

/** Each round of games plays every combination of player count and option mix once. */
const ROUND = PLAYER_COUNTS.length * OPTION_MIXES.length;
const GAMES = fuzzSize(2 * ROUND, 1000);

function gameParams(g: number): { players: number; o: OptionInput; seed: string } {
  const players = PLAYER_COUNTS[g % PLAYER_COUNTS.length]!;
  const mix = OPTION_MIXES[Math.floor(g / PLAYER_COUNTS.length) % OPTION_MIXES.length]!;
  // Rounds 1, 8, 15… fix the first seat instead of drawing it (the second round does: a small run has both).
  const o: OptionInput = Math.floor(g / ROUND) % 7 === 1 ? { ...mix, firstSeat: g % players } : mix;
  return { players, o, seed: g % 2 === 1 ? liveSeed(`det-${g}`) : `det-${g}` }; // both generators (prng.ts)
}

/** Replays a JSON action log, poking each intermediate state with sibling actions whose results are dropped. */
function replayWithSiblings(players: number, o: OptionInput, seed: string, logJson: string): { final: CarcState; events: GameEvent[][] } {
  const log = JSON.parse(logJson) as { seat: number; action: unknown }[];
  const rand = new Rand(`siblings:${seed}`);
  let s = newGame(players, o, seed);
  const events: GameEvent[][] = [];
  log.forEach(({ seat, action: raw }, i) => {
    const action = game.parseAction(raw);
    if (isRuleError(action)) throw new Error(`logged action ${i} does not parse: ${action.code}`);
    const legal = game.legalActions(s, seat);
    if (legal.length > 1) {
      const sibling = game.apply(s, seat, legal[rand.int(legal.length)]!);
      if (isRuleError(sibling)) throw new Error(`legal sibling refused at ${i}: ${sibling.code}`);
    }
    const refused = game.apply(s, (seat + 1) % players, action);
    if (!isRuleError(refused)) throw new Error(`action ${i} accepted for the wrong seat`);
    const out = game.apply(s, seat, action);
    if (isRuleError(out)) throw new Error(`replay refused action ${i}: ${out.code} ${out.message}`);
    s = out.state;
    events.push(out.events);
  });
  return { final: s, events };
}

describe("determinism", () => {
  it(`${GAMES} random games (all option mixes, 2–6 players) replay byte for byte from their action log`, () => {
    const finals = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const { players, o, seed } = gameParams(g);
      const a = randomGame(players, o, seed, { keepStates: false });
      const logJson = JSON.stringify(a.log.map(({ seat, action }: LoggedAction) => ({ seat, action })));
      const b = replayWithSiblings(players, o, seed, logJson);
      const fa = JSON.stringify(a.final),
        fb = JSON.stringify(b.final);
      if (fa !== fb) expect(fb, `final state differs on replay: game ${g} seed ${seed} players ${players} ${JSON.stringify(o)}`).toBe(fa);
      const ea = JSON.stringify(a.events),
        eb = JSON.stringify(b.events);
      if (ea !== eb) expect(eb, `events differ on replay: game ${g} seed ${seed}`).toBe(ea);
      expect(a.final.phase, `game ${g} did not finish`).toBe("over");
      finals.add(fa);
    }
    // The seed matters: no two of these games end in the same state (else the comparison above would be weak).
    expect(finals.size).toBe(GAMES);
  }, 60_000);

  it("the same seeds give the same game twice (legalActions order and setup are deterministic)", () => {
    // g * 7 + 1 meets every combination within ROUND games (7 and ROUND have no common factor)
    for (let g = 0; g < fuzzSize(ROUND, 100); g++) {
      const { players, o, seed } = gameParams(g * 7 + 1);
      const a = randomGame(players, o, seed, { keepStates: false });
      const b = randomGame(players, o, seed, { keepStates: false });
      expect(JSON.stringify(b.log), `log differs: seed ${seed}`).toBe(JSON.stringify(a.log));
      expect(JSON.stringify(b.final), `final state differs: seed ${seed}`).toBe(JSON.stringify(a.final));
      expect(JSON.stringify(b.events), `events differ: seed ${seed}`).toBe(JSON.stringify(a.events));
    }
  }, 30_000);

  it("setup depends only on its inputs: a different seed changes the draw, the same seed does not", () => {
    const o = OPTION_MIXES[0]!;
    const base = JSON.stringify(newGame(3, o, "setup-seed"));
    expect(JSON.stringify(newGame(3, o, "setup-seed"))).toBe(base);
    expect(JSON.stringify(newGame(3, o, "setup-seed-2"))).not.toBe(base);
  });
});
