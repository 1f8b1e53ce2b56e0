/**
 * Checks shared by the determinization tests of the games on the board engine (carcassonne/determinize.test.ts,
 * star-wars/determinize.test.ts): seeded random games are stepped action by action; at every position each seat's
 * view (and the spectator's) goes through a JSON round trip — the bot gets nothing else — and `determinizeBoard`
 * must give a state with the same view for that seat, the same legal actions, the same result and the same public
 * internals (board features, meeples, counters), from which random play reaches the end without a refusal.
 */
import { expect } from "vitest";
import { seedRng } from "../../engine/core/prng.ts";
import { determinizeBoard } from "../../engine/carcassonne/determinize.ts";
import type { GoldState } from "../../engine/carcassonne/gold-mines/state.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { choiceRng, playInPlace, startGame } from "../bench/playout.ts";
import type { BoardModule } from "./board-helpers.ts";

export interface DetCase {
  name: string;
  game: BoardModule;
  players: number;
  options: Record<string, unknown>;
}

/** What one run of `checkGames` saw (so tests can require that every phase was reached). */
export interface DetStats {
  phases: Set<string>;
  checked: number;
  playedOn: number;
  /** Positions where two determinizations were compared, and how many of them differed in their hidden parts. */
  compared: number;
  differed: number;
}

/** The bot's only input: the seat's view as it would travel (JSON). */
export function viewJson(game: BoardModule, s: CarcState, seat: number | null): CarcView {
  return JSON.parse(JSON.stringify(game.view(s, seat))) as CarcView;
}

/**
 * Gold as the rules read it: claims only ever through tiles still holding gold (gold-mines/rules.ts `options`),
 * the picker only while gold is shared.
 */
function goldPart(g: GoldState, phase: string) {
  return { ...g, claims: g.claims?.map((c) => c.filter((i) => g.onTile[i]! > 0)) ?? null, picker: phase === "takeGold" ? g.picker : null };
}

/** The parts of a state every player sees or can work out, compared field by field. */
function publicPart(s: CarcState) {
  return {
    tiles: s.tiles,
    frontier: s.frontier,
    frontierSig: s.frontierSig,
    root: s.root,
    link: s.link,
    tally: s.tally,
    meeples: s.meeples,
    supply: s.supply,
    scores: s.scores,
    turn: s.turn,
    phase: s.phase,
    current: s.current,
    last: s.last,
    discarded: s.discarded,
    turns: s.turns,
    teams: s.teams,
    bagSize: s.bag.length,
    handSizes: s.hands?.map((h) => h.length) ?? null,
    gold: s.ext.gold ? goldPart(s.ext.gold, s.phase) : null,
    sw: s.ext.sw ?? null,
  };
}

/** Hidden parts as a string, to tell two determinizations apart. */
function hiddenPart(s: CarcState, seat: number | null): string {
  return JSON.stringify([s.bag, s.hands?.filter((_, i) => i !== seat) ?? null]);
}

/** One position: every seat's and the spectator's view determinized and checked; sometimes played on to the end. */
function checkPosition(c: DetCase, s: CarcState, seed: string, step: number, stats: DetStats, playOn: boolean): void {
  const g = c.game;
  const seats: (number | null)[] = [...Array.from({ length: c.players }, (_, i) => i), null];
  for (const seat of seats) {
    const view = viewJson(g, s, seat);
    const label = `${c.name} seed ${seed} step ${step} seat ${seat}`;
    const det = determinizeBoard(view, seedRng(`det:${label}`));
    stats.checked++;
    expect(viewJson(g, det, seat), label).toEqual(view);
    expect(publicPart(det), label).toEqual(publicPart(s));
    // the seat's own choices; the acting seat's too unless they depend on its hidden hand (hand of three)
    for (let k = 0; k < c.players; k++) {
      if (k !== seat && s.hands && s.phase === "place") continue;
      expect(g.legalActions(det, k), `${label} legal for ${k}`).toEqual(g.legalActions(s, k));
    }
    expect(g.result(det), label).toEqual(g.result(s));
    // the same view and generator give the same state; another generator other hidden parts
    expect(determinizeBoard(viewJson(g, s, seat), seedRng(`det:${label}`)), label).toEqual(det);
    const hiddenCount = s.bag.length + (s.hands?.reduce((n, h, i) => n + (i === seat ? 0 : h.length), 0) ?? 0);
    if (hiddenCount >= 12) {
      const other = determinizeBoard(view, seedRng(`other:${label}`));
      stats.compared++;
      if (hiddenPart(other, seat) !== hiddenPart(det, seat)) stats.differed++;
      // the multiset of hidden tiles is the one the seat can count
      const all = (x: CarcState) => [...x.bag, ...(x.hands?.flatMap((h, i) => (i === seat ? [] : h)) ?? [])].sort((a, b) => a - b);
      expect(all(other), label).toEqual(all(s));
    }
    if (playOn && seat === s.turn) {
      // played on in place: the determinization is the caller's own, sharing nothing with the next one of this view
      playInPlace(g, det, choiceRng(`on:${label}`), { label });
      expect(g.result(det).finished, label).toBe(true);
      expect(viewJson(g, determinizeBoard(view, seedRng(`again:${label}`)), seat), label).toEqual(view);
      stats.playedOn++;
    }
  }
}

/**
 * Steps the seeded random games of a case (one per seed) to their end, checking every `every`-th position, every
 * module-phase position and the last.
 */
export function checkGames(c: DetCase, seeds: readonly string[], every: number, playOnEvery: number): DetStats {
  const stats: DetStats = { phases: new Set(), checked: 0, playedOn: 0, compared: 0, differed: 0 };
  for (let n = 0; n < seeds.length; n++) {
    const seed = seeds[n]!;
    const s = c.game.scratch(startGame(c.game, c.players, c.options, seed) as CarcState);
    const rng = choiceRng(seed);
    for (let step = 0; ; step++) {
      const over = s.phase === "over";
      if (step % every === n % every || over || (s.phase !== "place" && s.phase !== "meeple")) {
        stats.phases.add(s.phase);
        checkPosition(c, s, seed, step, stats, step % playOnEvery === 0 || over);
      }
      if (over) break;
      playInPlace(c.game, s, rng, { stopAfter: 1, label: seed });
    }
  }
  return stats;
}
