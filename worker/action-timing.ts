/**
 * Where one accepted action's time goes on the server, phase by
 * phase: parse (size and rate checks, JSON and schema), checks (seat, token, duplicate, turn, version, the game's
 * action shape), apply (the engine), sqlite (the persisting transaction), views (each audience's view), diff (its
 * patch), serialise (its frame text) and send (every socket). Only test servers time (TEST_HOOKS "1": the Match
 * gets an ActionTimer, others the no-op NO_TIMER), and a test-only route reads the last actions' breakdowns.
 *
 * The clock is `performance.now()`, instrumentation only (never game logic). Under workerd it advances while code
 * runs but in whole milliseconds (checked under vitest-pool-workers and `wrangler dev`; on Cloudflare it would only
 * advance across I/O), so one action's parts are 0 or 1 ms: read means over many actions, which are unbiased
 * because phases start at random points between clock ticks.
 */

export const PHASES = ["parse", "checks", "apply", "sqlite", "views", "diff", "serialise", "send"] as const;
export type Phase = (typeof PHASES)[number];

/** One applied action: milliseconds per phase (as the clock saw them) and the sockets and audiences it reached. */
export interface ActionTiming {
  version: number;
  ms: Record<Phase, number>;
  sockets: number;
  audiences: number;
}

/** What the test-only route answers: the last actions, oldest first, and the clock's smallest step seen. */
export interface Breakdown {
  clockStepMs: number;
  actions: ActionTiming[];
}

/** The recorder the Match and the SocketHub call; NO_TIMER does nothing. */
export interface Timer {
  /** A frame arrived: its clock starts (a frame that is not an applied action is simply never ended). */
  begin(): void;
  /** The time since the previous lap (or begin) goes to `phase`. */
  lap(phase: Phase): void;
  /** The action at `version` was applied and sent to `sockets` sockets of `audiences` audiences: keep its times. */
  end(version: number, sockets: number, audiences: number): void;
}

export const NO_TIMER: Timer = { begin() {}, lap() {}, end() {} };

/** Breakdowns kept (a ring: the oldest goes first). */
const KEEP = 1024;

const zero = (): Record<Phase, number> => Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>;

export class ActionTimer implements Timer {
  private readonly kept: ActionTiming[] = [];
  private at = 0;
  private ms = zero();

  begin(): void {
    this.ms = zero();
    this.at = performance.now();
  }

  lap(phase: Phase): void {
    const now = performance.now();
    this.ms[phase] += now - this.at;
    this.at = now;
  }

  end(version: number, sockets: number, audiences: number): void {
    this.kept.push({ version, ms: this.ms, sockets, audiences });
    if (this.kept.length > KEEP) this.kept.shift();
    this.ms = zero();
  }

  /** The last `n` actions (at most KEEP), oldest first, and the clock's step (spun for at most ~5 ms). */
  recent(n: number): Breakdown {
    const t0 = performance.now();
    let a = t0;
    while (a === t0 && performance.now() - t0 < 5) a = performance.now();
    let b = a;
    while (b === a && a !== t0 && performance.now() - a < 5) b = performance.now();
    const k = Math.min(Math.floor(n), KEEP);
    return { clockStepMs: b - a, actions: k > 0 ? this.kept.slice(-k) : [] };
  }
}
