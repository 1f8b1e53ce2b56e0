/**
 * One checked random playout of New Frontiers (used by fuzz.test.ts and fuzz-ends.test.ts). Every state is
 * deep-frozen before `apply` sees it (fuzz-helpers.ts `playout`). After every action: the state invariants and
 * the log/ledger agreement (fuzz-invariants.ts), the decision order, the legal answers' shape, the rule checks
 * and the per-action checks (fuzz-rules.ts); on a
 * stride, the views (fuzz-checks.ts `checkViews`); on sampled states, apply ⇔ legalActions and the refusals of
 * illegal input (`checkLegality`). Per game: the setup, the end (`checkEnd`), determinism (the same seed and
 * actions replay to the identical state and events) and a JSON round-trip of a mid-game state replaying to the
 * identical end.
 */
import { expect } from "vitest";
import { checkEnd, checkLegality, checkViews } from "./fuzz-checks.ts";
import { clone, newGame, playout, Rand, replay, totals, type GameRun, type NfConfig, type Policy } from "./fuzz-helpers.ts";
import { checkState, checkStep } from "./fuzz-invariants.ts";
import { ActionWatch, checkDecisionOrder, checkLegalShape, checkRuleStep, checkSetup } from "./fuzz-rules.ts";

/** Share of states that get the (expensive) apply ⇔ legalActions batch. */
const LEGALITY_SAMPLE = 0.04;
/** Views are checked every VIEW_STRIDE actions, with changed secrets every third time. */
const VIEW_STRIDE = 6;

export function playChecked(c: NfConfig, seed: string, policy: Policy): GameRun {
  const rand = new Rand(`choices:${seed}`);
  const checks = new Rand(`checks:${seed}`);
  const s0 = newGame(c, seed);
  checkState(s0, `${seed} setup`);
  checkSetup(s0, `${seed} setup`);
  checkDecisionOrder(s0, `${seed} setup`);
  checkLegalShape(s0, `${seed} setup`);
  checkViews(s0, checks, `${seed} setup`);
  const watch = new ActionWatch();
  const run = playout(s0, seed, policy, rand, {
    check: (b, a, l, events, i) => {
      const where = `${seed}, action ${i} ${JSON.stringify(l.action)} by ${l.seat} at ${b.pending?.kind}`;
      checkState(a, where);
      checkStep(b, a, l, events, where);
      checkDecisionOrder(a, where);
      checkLegalShape(a, where);
      checkRuleStep(b, a, l, where);
      watch.step(b, a, l, where);
      if (i % VIEW_STRIDE === 0 || a.finished) checkViews(a, checks, where, i % (3 * VIEW_STRIDE) === 0 || a.finished);
      if (!b.finished && checks.chance(LEGALITY_SAMPLE)) checkLegality(b, checks, where);
    },
  });
  checkEnd(run.final, seed);
  for (const t of run.final.endTriggers) totals.triggers[t] = (totals.triggers[t] ?? 0) + 1;
  totals.games++;
  totals.actions += run.log.length;

  const again = replay(newGame(c, seed), run.log);
  expect(JSON.stringify(again.final), `${seed}: replay`).toBe(JSON.stringify(run.final));
  expect(JSON.stringify(again.events), `${seed}: replay events`).toBe(JSON.stringify(run.events));
  const mid = Math.floor(run.log.length / 2);
  const tail = replay(clone(run.states[mid]!), run.log.slice(mid));
  expect(JSON.stringify(tail.final), `${seed}: round-trip at ${mid}`).toBe(JSON.stringify(run.final));
  return run;
}
