/**
 * A whole New Frontiers match inside workerd, with no New Frontiers code in the worker: a forced world-draw order
 * (test servers only) → claim seats → a seeded game played from the seats' sockets ends with every socket's patched
 * view equal to the local engine's; and a match with live draws (server PRNG) played only from what each seat's
 * view offers (`choices`), whose frames never carry the bag, the goal stack, forced draws or the RNG.
 */
import { describe, expect, it } from "vitest";
import { newFrontiers } from "../../engine/newfrontiers/game.ts";
import type { NfAction } from "../../engine/newfrontiers/actions.ts";
import { CATALOGUE } from "../../engine/newfrontiers/catalogue.ts";
import type { NfState } from "../../engine/newfrontiers/state.ts";
import type { NfView } from "../../engine/newfrontiers/view.ts";
import { isRuleError } from "../../engine/index.ts";
import { api, createMatch, paced, TestSocket } from "./harness.ts";
import { Rand } from "../support/rand.ts";

/** Seeded choice that settles and develops more often than it gains colonists, so games last a dozen rounds. */
function choose(legal: readonly NfAction[], rand: Rand): NfAction {
  const better = legal.filter((a) => a.type !== "colonists" && a.type !== "pass");
  return better.length > 0 && rand.chance(0.75) ? rand.pick(better) : rand.pick(legal);
}

const OPTIONS = { order: [0, 1, 2], mats: [1, 4, 7] };

function localGame(deck: string[], rand: Rand) {
  const o = newFrontiers.parseOptions(OPTIONS);
  if (isRuleError(o)) throw new Error(o.message);
  let s = newFrontiers.setup(3, o, "twin", { deck });
  if (isRuleError(s)) throw new Error(s.message);
  const steps: { seat: number; action: NfAction }[] = [];
  while (!(s as NfState).finished) {
    const seat = newFrontiers.toAct(s as NfState)[0]!;
    const action = choose(newFrontiers.legalActions(s as NfState, seat), rand);
    const out = newFrontiers.apply(s as NfState, seat, action);
    if (isRuleError(out)) throw new Error(`${out.code} ${JSON.stringify(action)}`);
    s = out.state;
    steps.push({ seat, action });
  }
  return { steps, final: s as NfState };
}

describe("a full New Frontiers match over WebSockets", () => {
  it("plays a forced-draw 3-player game to the same end as the local engine", async () => {
    const rand = new Rand("nf-workerd");
    const ids = CATALOGUE.worlds.map((w) => w.id);
    // Three shuffled passes over the 60 worlds: each draw takes the next id still in the bag, so the order never
    // runs out and the server (whose seed differs) draws exactly what the local twin draws.
    const deck = [...rand.shuffle([...ids]), ...rand.shuffle([...ids]), ...rand.shuffle([...ids])];
    const { steps, final } = localGame(deck, rand);
    expect(final.forcedDraws.length, "the forced order lasted the whole game").toBeGreaterThan(0);
    expect(final.round).toBeGreaterThan(3);
    const { id, tokens } = await createMatch(3, OPTIONS, deck, { game: "newfrontiers" });
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    for (const { seat, action } of steps) {
      const answer = await paced(seats[seat]!, action);
      expect(answer.t, JSON.stringify([answer, action])).toBe("patch");
      if (answer.t === "patch") for (const s of [...seats, spectator]) await s.waitVersion(answer.v);
    }
    const summary = await api<{ status: string; version: number }>("GET", `/api/matches/${id}`);
    expect(summary.json).toMatchObject({ status: "finished", version: steps.length });
    for (const [i, s] of [...seats, spectator].entries()) {
      const expected = newFrontiers.view(final, i < 3 ? i : null);
      const view = s.view as NfView;
      expect(view.finished).toBe(true);
      expect(view.scores).toEqual(expected.scores);
      expect(view.items).toEqual(expected.items);
      expect(view.empires).toEqual(expected.empires);
      expect(view.log).toEqual(expected.log);
    }
    for (const s of [...seats, spectator]) s.close();
  }, 120_000);

  it("draws live from the server's bag: players act from their views' choices; no frame leaks hidden state", async () => {
    const rand = new Rand("nf-live");
    const { id, tokens } = await createMatch(2, { setup: "later", goals: true }, undefined, { game: "newfrontiers" });
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    let turns = 0;
    for (;;) {
      const view = seats[0]!.view as NfView;
      if (view.finished || turns++ > 600) break;
      const seat = view.pending!.seat;
      const mine = seats[seat]!.view as NfView;
      expect(mine.choices.length).toBeGreaterThan(0);
      expect((seats[1 - seat]!.view as NfView).choices).toEqual([]);
      const answer = await paced(seats[seat]!, choose(mine.choices, rand));
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      if (answer.t === "patch") for (const s of seats) await s.waitVersion(answer.v);
    }
    const end = seats[0]!.view as NfView;
    expect(end.finished).toBe(true);
    expect(end.endTriggers.length).toBeGreaterThan(0);
    expect(end.scores).toEqual(end.empires.map((_, seat) => end.items.filter((i) => i.seat === seat).reduce((n, i) => n + i.points, 0)));
    for (const raw of seats.flatMap((s) => s.raw)) expect(raw).not.toMatch(/"(rng|seed|bag|forcedDraws|goalStack)"\s*:/);
    for (const s of seats) s.close();
  }, 180_000);
});
