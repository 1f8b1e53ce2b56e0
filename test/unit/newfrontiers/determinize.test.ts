// determinizeNf (engine/newfrontiers/determinize.ts) over seeded random games of 2, 3 and 4 players, first game,
// later, later + goals: at every position, from a JSON copy of a seat's view only (the seat to act, another seat,
// sometimes a spectator), the determinized state shows that seat the same view and the same legal actions; it
// holds exactly the worlds the bag holds (the bag is the complement of what is on the table) and the goals are a
// deal of the unseen ones; random play from it reaches the end; other rng seeds deal other hidden goals and draw
// other worlds.
import { describe, expect, it } from "vitest";
import { nextInt, seedRng } from "../../../engine/core/prng.ts";
import { CATALOGUE } from "../../../engine/newfrontiers/catalogue.ts";
import { determinizeNf } from "../../../engine/newfrontiers/determinize.ts";
import { newFrontiers as game } from "../../../engine/newfrontiers/game.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { PENDING_KINDS, type PendingKind } from "../../../engine/newfrontiers/pending.ts";
import type { NfView } from "../../../engine/newfrontiers/view.ts";
import { choiceRng, playInPlace, startGame } from "../../bench/playout.ts";
import { give, newGame, select } from "./nf-helpers.ts";

const CONFIGS = [2, 3, 4].flatMap((players) => [
  { players, options: { setup: "firstGame" } },
  { players, options: { setup: "later" } },
  { players, options: { setup: "later", goals: true } },
]);
const SEEDS = ["det-a", "det-b"];

/** What a seat is shown, as it would reach a bot: a JSON copy. */
const seen = (s: NfState, seat: number | null): NfView => JSON.parse(JSON.stringify(game.view(s, seat))) as NfView;

/** The goals hidden from `seat`, as one string per place (each seat's goals, the stack, a pending draw). */
function hiddenGoals(s: NfState, seat: number | null): string {
  const draw = s.pending?.kind === "keepGoal" && s.pending.seat !== seat ? s.pending.goals : [];
  return JSON.stringify([s.empires.map((e, i) => (i === seat ? [] : e.goals)), s.goalStack, draw]);
}

/** Checks one seat's determinization of `s` (built from a JSON copy of its view). */
function checkSeat(s: NfState, seat: number | null, where: string): void {
  const view = seen(s, seat);
  const det = determinizeNf(view, seedRng(`rng:${where}`));
  expect(seen(det, seat), where).toEqual(view);
  expect(game.toAct(det), where).toEqual(game.toAct(s));
  if (seat !== null) expect(game.legalActions(det, seat), where).toEqual(game.legalActions(s, seat));
  // Everything not on the table is in the bag, so the bag's contents are known exactly; during the game it is kept
  // sorted (at the end the explored worlds go back unsorted, and nothing is drawn any more).
  expect(s.finished ? [...det.bag].sort() : det.bag, where).toEqual(s.finished ? [...s.bag].sort() : s.bag);
  const allGoals = (x: NfState) =>
    [...x.empires.flatMap((e) => e.goals), ...x.goalStack, ...(x.pending?.kind === "keepGoal" ? x.pending.goals : [])].sort();
  expect(allGoals(det), where).toEqual(allGoals(s));
  if (seat !== null) expect(det.empires[seat]?.goals, where).toEqual(s.empires[seat]?.goals);
}

describe("determinizeNf", () => {
  for (const c of CONFIGS)
    it(`${c.players}p ${c.options.setup}${c.options.goals ? " + goals" : ""}: same view and legal actions at every position, from every seat`, () => {
      const kinds = new Set<PendingKind>();
      let positions = 0;
      for (const seed of SEEDS) {
        const s = game.scratch(startGame(game, c.players, c.options, seed) as NfState);
        const rng = choiceRng(seed);
        for (let n = 0; game.toAct(s).length > 0; n++) {
          const seat = game.toAct(s)[0]!;
          if (s.pending) kinds.add(s.pending.kind);
          const where = `${seed} action ${n}`;
          checkSeat(s, seat, `${where} seat ${seat}`);
          checkSeat(s, (seat + 1 + (n % (c.players - 1))) % c.players, `${where} other seat`);
          if (n % 10 === 0) checkSeat(s, null, `${where} spectator`);
          positions++;
          playInPlace(game, s, rng, { stopAfter: 1, label: where });
        }
        checkSeat(s, 0, `${seed} finished`);
      }
      expect(positions).toBeGreaterThan(100);
      // Every kind of decision these games reach was checked (select and settle in every game).
      expect(kinds).toContain("select");
      expect(kinds).toContain("settle");
      if (c.options.setup === "later") expect(kinds).toContain("chooseHome");
      if (c.options.goals) expect(kinds).toContain("keepGoal");
    }, 120_000);

  it("every kind of decision is reached and checked across the configurations", () => {
    const kinds = new Set<PendingKind>();
    for (const c of CONFIGS)
      for (const seed of ["det-kinds-1", "det-kinds-2", "det-kinds-3"]) {
        const s = game.scratch(startGame(game, c.players, c.options, seed) as NfState);
        const rng = choiceRng(seed);
        while (game.toAct(s).length > 0) {
          const p = s.pending!;
          if (!kinds.has(p.kind)) {
            kinds.add(p.kind);
            for (let seat = 0; seat < c.players; seat++) checkSeat(s, seat, `${seed} ${p.kind} seat ${seat}`);
          }
          playInPlace(game, s, rng, { stopAfter: 1 });
        }
      }
    // oortKind and shortage need a particular tile or stockpiled goods running out: not every seed meets them.
    const common = PENDING_KINDS.filter((k) => k !== "oortKind" && k !== "shortage");
    for (const k of common) expect(kinds, k).toContain(k);
  }, 120_000);

  it("the decisions random play rarely meets (the Oort Cloud's kind, a goods shortage): same view and legal actions", () => {
    // As in produce-choices.test.ts: seat 1 with the Oort Cloud and two Produce powers counting different kinds; seat
    // 1 with two Rare production colonies and one Rare good left.
    const oort = select(
      give(newGame(), 1, {
        credits: 0,
        developments: ["d-imperium-war-profiteers", "d-pan-galactic-league"],
        colonies: [{ tile: "w-alien-oort-cloud-factory", good: "genes" }, "w-asteroid-belt", "w-empath-world"],
      }),
      "produce",
    );
    const short = give(newGame(), 1, { credits: 0, colonies: ["w-comet-zone", "w-mining-world"] });
    short.goodsSupply.rare = 1;
    for (const [s, kind] of [
      [oort, "oortKind"],
      [select(short, "produce"), "shortage"],
    ] as const) {
      expect(s.pending?.kind).toBe(kind);
      for (const seat of [0, 1, null]) checkSeat(s, seat, `${kind} seat ${seat}`);
      const det = determinizeNf(seen(s, 1), seedRng(kind));
      playInPlace(game, det, choiceRng(kind), { label: kind });
      expect(det.finished).toBe(true);
    }
  });

  it("random play from a determinized state reaches the end", () => {
    for (const c of CONFIGS)
      for (const seed of SEEDS)
        for (const stop of [5, 40, 120]) {
          const s = game.scratch(startGame(game, c.players, c.options, seed) as NfState);
          playInPlace(game, s, choiceRng(seed), { stopAfter: stop });
          const seat = game.toAct(s)[0];
          if (seat === undefined) continue;
          const det = determinizeNf(seen(s, seat), seedRng(`play:${seed}:${stop}`));
          const n = playInPlace(game, det, choiceRng(`on:${seed}:${stop}`), { label: `${seed} from ${stop}` });
          expect(n).toBeGreaterThan(0);
          expect(det.finished).toBe(true);
        }
  }, 120_000);

  it("other rng seeds deal other hidden goals, draw other worlds and seed other generators", () => {
    let goalPositions = 0;
    for (const c of CONFIGS.filter((x) => x.options.goals))
      for (const seed of SEEDS) {
        const s = game.scratch(startGame(game, c.players, c.options, seed) as NfState);
        const rng = choiceRng(seed);
        for (let n = 0; game.toAct(s).length > 0; n++) {
          if (n % 7 === 0) {
            const seat = game.toAct(s)[0]!;
            const view = seen(s, seat);
            const dets = [1, 2, 3, 4, 5, 6].map((k) => determinizeNf(view, seedRng(`k${k}:${seed}:${n}`)));
            const deals = new Set(dets.map((d) => hiddenGoals(d, seat)));
            // With three or more goals unseen (the catalogue has many more than the players hold), six deals agree only by a fluke.
            if (GOALS - s.empires[seat]!.goals.length >= 3) {
              expect(deals.size, `${seed} action ${n}`).toBeGreaterThan(1);
              goalPositions++;
            }
            expect(new Set(dets.map((d) => JSON.stringify(d.rng))).size).toBe(dets.length);
            const draws = new Set(dets.map((d) => (d.bag.length > 1 ? d.bag[nextInt(d.rng, d.bag.length)] : "")));
            if (s.bag.length > 5) expect(draws.size, `${seed} action ${n}`).toBeGreaterThan(1);
          }
          playInPlace(game, s, rng, { stopAfter: 1 });
        }
      }
    expect(goalPositions).toBeGreaterThan(20);
  });

  it("refuses a view that is not New Frontiers', and counts that do not add up", () => {
    const s = startGame(game, 3, { setup: "later", goals: true }, "det-bad") as NfState;
    const view = seen(s, 0);
    expect(() => determinizeNf({ ...view, game: "carcassonne" } as unknown as NfView, seedRng("x"))).toThrow(/not a New Frontiers view/);
    expect(() => determinizeNf({ ...view, bagCount: 500 }, seedRng("x"))).toThrow(/bagCount/);
    expect(() => determinizeNf({ ...view, goalStackCount: view.goalStackCount + 3 }, seedRng("x"))).toThrow(/goal counts/);
  });
});

const GOALS = CATALOGUE.goals.length;
