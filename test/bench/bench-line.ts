/** The one shape every `npm run bench` line has: one JSON line each, printed by test/bench/run.ts. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  setup: Record<string, unknown>;
}
