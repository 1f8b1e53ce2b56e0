// The fast path's refusals (engine/newfrontiers/game.ts applyInPlace): on a state the caller owns,
// every illegal answer — in every kind of decision the playouts reach — and every answer from a seat that is not
// to act is refused with a RuleError and leaves the state exactly as it was (deep-equal before and after), so a
// bot may try an action on its scratch state without copying it first. The candidates are fuzz-checks.ts's
// (well-formed answers of every kind, most of them illegal here); the legal ones are played, not tried.
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";
import { PENDING_KINDS, type PendingKind } from "../../../engine/newfrontiers/pending.ts";
import { candidates } from "./fuzz-checks.ts";
import { actionKey, builder, game, newGame, Rand, settler, uniform, vpHungry, type NfConfig, type Policy } from "./fuzz-helpers.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";

const GAMES: { c: NfConfig; policy: Policy; seeds: string[] }[] = [
  { c: { name: "4p first game", players: 4, setup: "firstGame", goals: false }, policy: uniform, seeds: ["ip-1", "ip-2"] },
  { c: { name: "3p later + goals", players: 3, setup: "later", goals: true }, policy: builder, seeds: ["ip-3", "ip-4"] },
  { c: { name: "2p later + goals", players: 2, setup: "later", goals: true }, policy: vpHungry, seeds: ["ip-5"] },
  { c: { name: "5p later", players: 5, setup: "later", goals: false }, policy: settler, seeds: ["ip-6", "ip-7"] },
];

/** Share of positions where the candidates are tried (less in `npm test`: support/fuzz-size.ts). */
const SAMPLE = fuzzSize(0.2, 0.5);

/** Tries every illegal candidate and every other seat on `s` in place; returns how many refusals it checked. */
function refuseInPlace(s: NfState, rand: Rand, where: string): number {
  const before = JSON.stringify(s);
  const seat = game.toAct(s)[0]!;
  const legal = game.legalActions(s, seat);
  const keys = new Set(legal.map(actionKey));
  const tries = [
    ...candidates(s, seat, rand)
      .filter((a) => !keys.has(actionKey(a)))
      .map((a) => ({ seat, a })),
    ...[-1, ...s.empires.keys(), s.players].filter((o) => o !== seat).map((o) => ({ seat: o, a: rand.pick(legal) })),
  ];
  for (const t of tries) {
    const r = game.applyInPlace(s, t.seat, t.a);
    if (!isRuleError(r)) expect.fail(`${where}: ${JSON.stringify(t.a)} by ${t.seat} accepted in place but not legal`);
    if (t.seat !== seat) expect(r.code, `${where}: seat ${t.seat}`).toBe("not-your-turn");
  }
  // One comparison for the batch (each refusal compared alone is too slow here): on a change, find the culprit.
  if (JSON.stringify(s) !== before) {
    const culprit = tries.find((t) => {
      const fresh = game.scratch(JSON.parse(before) as NfState);
      game.applyInPlace(fresh, t.seat, t.a);
      return JSON.stringify(fresh) !== before;
    });
    expect.fail(`${where}: refusing ${JSON.stringify(culprit)} changed the state`);
  }
  return tries.length;
}

describe("New Frontiers applyInPlace refusals", () => {
  it("leave the state unchanged in every kind of decision reached", () => {
    const tried = new Map<PendingKind, number>();
    for (const { c, policy, seeds } of GAMES)
      for (const seed of seeds) {
        const rand = new Rand(`in-place:${seed}`);
        const s = game.scratch(newGame(c, seed));
        for (let i = 0; !s.finished; i++) {
          const kind = s.pending!.kind;
          if (rand.chance(SAMPLE))
            tried.set(kind, (tried.get(kind) ?? 0) + refuseInPlace(s, rand, `${c.name} ${seed} action ${i} (${kind})`));
          const seat = game.toAct(s)[0]!;
          const events = game.applyInPlace(s, seat, policy(s, game.legalActions(s, seat), rand));
          if (isRuleError(events)) expect.fail(`${c.name} ${seed} action ${i}: legal action refused: ${events.code}`);
          if (i > 3000) expect.fail(`${c.name} ${seed}: no end`);
        }
        const end = JSON.stringify(s);
        expect(isRuleError(game.applyInPlace(s, 0, { type: "pass" }))).toBe(true);
        expect(JSON.stringify(s)).toBe(end);
      }
    // The decisions every New Frontiers game reaches, each with many refusals checked.
    for (const kind of PENDING_KINDS.filter((k) => k !== "oortKind" && k !== "shortage"))
      expect(tried.get(kind) ?? 0, kind).toBeGreaterThan(20);
  }, 30_000);
});
