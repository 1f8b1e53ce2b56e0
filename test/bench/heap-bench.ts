/**
 * The engine heap a finished game holds: the final state of a
 * seeded random game played through public `apply` (as the match server keeps it) plus its views, one per seat and
 * the spectator's (as the server keeps them for its patches). Measured as the V8 heap growth over many retained
 * games after full collections; `v8.serialize` and JSON sizes are given alongside as proxies.
 */
import { getHeapStatistics, serialize, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { BenchLine } from "./bench-line.ts";
import type { GameCase } from "./bench-cases.ts";
import { liveSeed } from "../support/live-rng.ts";
import { playBothWays } from "../support/differential.ts";

const GAMES = 30;

/**
 * A full garbage collection: `globalThis.gc` when node runs with --expose-gc, else one fetched without the flag
 * (the flag set at run time, then `gc` read from a fresh context, where V8 installs it).
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function heapUsed(gc: () => void): number {
  for (let i = 0; i < 3; i++) gc();
  return getHeapStatistics().used_heap_size;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function heapBenchmarks(cases: readonly GameCase[]): BenchLine[] {
  const gc = collector();
  return cases.map((c) => {
    const audiences = [...Array(c.players).keys(), null];
    const finished = (i: number) => playBothWays(c, liveSeed(`heap-${i}`), 1_000_000).state;
    finished(-1); // warm-up: module-level tables and compiled code exist before the baseline
    const base = heapUsed(gc);
    const states = Array.from({ length: GAMES }, (_, i) => finished(i));
    const withStates = heapUsed(gc);
    const views = states.map((s) => audiences.map((a) => c.game.view(s, a)));
    const withViews = heapUsed(gc);
    const stateBytes = (withStates - base) / GAMES;
    const viewBytes = (withViews - withStates) / GAMES;
    return {
      name: `${c.name}.heap-after-game`,
      value: Math.round(stateBytes + viewBytes),
      unit: "bytes",
      setup: {
        game: c.game.id,
        players: c.players,
        options: c.options,
        games: GAMES,
        measure: "V8 used_heap_size growth per retained game after full GCs (gc exposed at run time if node lacks --expose-gc)",
        held: `final state from public apply + ${audiences.length} views (each seat and the spectator)`,
        stateBytes: Math.round(stateBytes),
        viewBytes: Math.round(viewBytes),
        medianStateJsonBytes: median(states.map((s) => JSON.stringify(s).length)),
        medianViewsJsonBytes: median(views.map((v) => JSON.stringify(v).length)),
        medianV8SerializeBytes: median(states.map((s, i) => serialize([s, views[i]]).length)),
        seeds: "liveSeed(heap-<i>)",
        node: process.version,
      },
    };
  });
}
