/**
 * The bench server's test-only match report (worker/action-timing.ts, MatchStore.stats): fetching it, and the
 * `server.action-breakdown` style line that turns the last actions' phase times into means per action.
 */
import type { Breakdown } from "../../worker/action-timing.ts";
import { PHASES } from "../../worker/action-timing.ts";
import type { StorageStats } from "../../worker/match-store.ts";
import type { BenchLine } from "./engine-bench.ts";
import { http } from "./bench-sockets.ts";
import { round3 } from "./bench-stats.ts";

export interface MatchReport {
  breakdown: Breakdown | null;
  storage: StorageStats;
}

/** The match's report with its last `n` actions' breakdowns (the server keeps the last 1024). */
export function matchReport(base: string, id: string, n = 1024): Promise<MatchReport> {
  return http<MatchReport>(base, "GET", `/api/matches/${id}/test/report?n=${n}`);
}

/**
 * Mean milliseconds per action and phase over the reports' actions; value = their sum (server time per action from
 * the socket's message to the last send). `setup` gets the shares and the clock's step next to `extra`.
 */
export function breakdownLine(name: string, reports: MatchReport[], extra: Record<string, unknown>): BenchLine {
  const actions = reports.flatMap((r) => r.breakdown?.actions ?? []);
  if (actions.length === 0) throw new Error(`${name}: the server recorded no action breakdown (is TEST_HOOKS set?)`);
  const mean = Object.fromEntries(PHASES.map((p) => [p, actions.reduce((a, x) => a + x.ms[p], 0) / actions.length]));
  const total = Object.values(mean).reduce((a, b) => a + b, 0);
  return {
    name,
    value: round3(total),
    unit: "ms",
    setup: {
      ...extra,
      statistic: "mean ms per applied action inside the Match Durable Object, by phase (worker/action-timing.ts); value = their sum",
      phasesMeanMs: Object.fromEntries(PHASES.map((p) => [p, round3(mean[p]!)])),
      phasesShare: Object.fromEntries(PHASES.map((p) => [p, total > 0 ? round3(mean[p]! / total) : null])),
      n: actions.length,
      socketsPerAction: actions[0]!.sockets,
      audiencesPerAction: actions[0]!.audiences,
      clockStepMs: reports[0]!.breakdown!.clockStepMs,
      clock:
        "workerd's performance.now() advances while code runs but in whole ms steps: one action's phases read 0 or 1 ms, means over n actions are unbiased",
    },
  };
}
