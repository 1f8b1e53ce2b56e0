/**
 * The fast path's promise (GameModule.applyInPlace): a refusal changes nothing. Seeded random games are
 * played on a scratch state with applyInPlace; before each move (each other tile and meeple step in `npm test`:
 * support/fuzz-size.ts), a handful of illegal actions fitting the phase (tile step, meeple step, Gold Mines' two
 * decision phases, Star Wars' planet landings, a finished game) are tried and the state must be deep-equal to what
 * it was. The phases and refusal codes seen are checked too, so the test
 * cannot pass by never reaching them.
 */
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { starWars } from "../../../engine/carcassonne/star-wars/game.ts";
import type { CarcAction } from "../../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { isRuleError, type GameModule } from "../../../engine/core/game-module.ts";
import { nextInt, seedRng } from "../../../engine/core/prng.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BoardModule = GameModule<CarcState, CarcAction, any, any>;

const FAR = 60;
/** Refusals are tried at every how many tile and meeple steps (at every step of the other phases). */
const EVERY = fuzzSize(2, 1);

/** Illegal actions for the phase `s` is in, for `seat` (the seat to act); `legal` are the seat's legal actions. */
function illegalFor(s: CarcState, legal: readonly CarcAction[]): CarcAction[] {
  const out: CarcAction[] = [{ type: "place", x: FAR, y: FAR, rotation: 0 }];
  const isLegal = (a: CarcAction) => legal.some((l) => JSON.stringify(l) === JSON.stringify(a));
  if (s.phase === "place") {
    out.push({ type: "pass" }, { type: "meeple", feature: "e1" }, { type: "place", x: 0, y: 0, rotation: 0 });
    out.push({ type: "place", x: 0, y: -1, rotation: 0, tile: "no-such-tile" });
    // a frontier cell with a rotation that does not fit there (edge mismatch), when there is one
    for (const a of legal) {
      if (a.type !== "place") continue;
      for (let r = 0; r < 4; r++) {
        const b = { ...a, rotation: r };
        if (!isLegal(b)) {
          out.push(b);
          break;
        }
      }
    }
  } else if (s.phase === "meeple") {
    out.push({ type: "meeple", feature: "zz" }, { type: "gold", x: 0, y: 0 }, { type: "planet", x: FAR, y: FAR });
    out.push({ type: "planet", x: s.tiles[4 * s.last]!, y: s.tiles[4 * s.last + 1]! });
    for (const feature of ["e1", "e2", "r1", "r2", "o1", "o2", "c1"]) {
      for (const a of [{ type: "meeple", feature } as const, { type: "meeple", feature, big: true } as const]) if (!isLegal(a)) out.push(a);
    }
  } else if (s.phase === "gold") {
    out.push(
      { type: "pass" },
      { type: "gold", x: FAR, y: FAR },
      { type: "gold", x: s.tiles[4 * s.last]! + 2, y: s.tiles[4 * s.last + 1]! },
    );
  } else if (s.phase === "takeGold") {
    out.push({ type: "pass" }, { type: "takeGold", x: FAR, y: FAR });
    for (let i = 0; i < s.tiles.length / 4; i++) {
      const a = { type: "takeGold" as const, x: s.tiles[4 * i]!, y: s.tiles[4 * i + 1]! };
      if (!isLegal(a)) {
        out.push(a);
        break;
      }
    }
  } else out.push({ type: "pass" });
  return out;
}

interface Seen {
  phases: Set<string>;
  codes: Set<string>;
}

/** Plays one seeded game on a scratch state, trying illegal actions (and a foreign seat) before every move. */
function playChecking(game: BoardModule, players: number, options: object, seed: string, seen: Seen): void {
  const opts = game.parseOptions(options);
  if (isRuleError(opts)) throw new Error(opts.message);
  const setup = game.setup(players, opts, seed);
  if (isRuleError(setup)) throw new Error(setup.message);
  const s = game.scratch(setup);
  expect(s).toEqual(setup);
  const rng = seedRng(`refusals:${seed}`);
  let before = "";
  const tryRefused = (seat: number, a: CarcAction) => {
    const r = game.applyInPlace(s, seat, a);
    expect(isRuleError(r), `${s.phase} ${JSON.stringify(a)} by ${seat}`).toBe(true);
    if (isRuleError(r)) seen.codes.add(r.code);
    expect(JSON.stringify(s)).toBe(before);
  };
  for (let step = 0; step < 2000; step++) {
    const seats = game.toAct(s);
    seen.phases.add(s.phase);
    const check = step % EVERY === 0 || (s.phase !== "place" && s.phase !== "meeple");
    if (check) before = JSON.stringify(s);
    if (seats.length === 0) {
      tryRefused(0, { type: "pass" });
      return;
    }
    const seat = seats[0]!;
    const legal = game.legalActions(s, seat);
    if (check) {
      tryRefused((seat + 1) % players, legal[0]!);
      for (const a of illegalFor(s, legal)) tryRefused(seat, a);
    }
    const r = game.applyInPlace(s, seat, legal[nextInt(rng, legal.length)]!);
    if (isRuleError(r)) throw new Error(`legal action refused: ${r.code}`);
  }
  throw new Error("game did not end");
}

describe("applyInPlace: a refusal changes nothing", () => {
  it("Carcassonne with farmers off, Gold Mines and a hand of three: tile, meeple, gold and takeGold steps", () => {
    const seen: Seen = { phases: new Set(), codes: new Set() };
    // seed 22 is one where gold is shared out among several seats (the takeGold phase), which random games reach rarely
    for (const g of [0, 1, 22]) playChecking(carcassonne, 3, { farmers: false, goldMines: true }, `refusal-carc-${g}`, seen);
    playChecking(carcassonne, 2, { farmers: true, handOfThree: true }, "refusal-hand", seen);
    expect([...seen.phases].sort()).toEqual(["gold", "meeple", "over", "place", "takeGold"]);
    for (const code of [
      "not-your-turn",
      "wrong-phase",
      "occupied",
      "not-adjacent",
      "edge-mismatch",
      "wrong-tile",
      "not-in-hand",
      "unknown-feature",
      "no-farmers",
      "feature-occupied",
      "no-big-meeple",
      "bad-gold-target",
      "not-entitled",
      "game-over",
    ]) {
      expect(seen.codes, code).toContain(code);
    }
  }, 60_000);

  it("Star Wars, 3 players and the 4-player teams: meeple sizes and planet landings", () => {
    const seen: Seen = { phases: new Set(), codes: new Set() };
    for (let g = 0; g < 2; g++) playChecking(starWars, 3, {}, `refusal-sw-${g}`, seen);
    playChecking(starWars, 4, { teams: true }, "refusal-sw-teams", seen);
    expect([...seen.phases].sort()).toEqual(["meeple", "over", "place"]);
    for (const code of [
      "not-your-turn",
      "wrong-phase",
      "edge-mismatch",
      "unknown-feature",
      "feature-occupied",
      "own-tile-planet",
      "no-adjacent-planet",
      "no-big-meeple",
      "game-over",
    ]) {
      expect(seen.codes, code).toContain(code);
    }
  }, 60_000);
});
