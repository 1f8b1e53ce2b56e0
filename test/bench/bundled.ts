/**
 * Runs benchmark code the way the Worker ships it: one esbuild bundle (wrangler bundles the engine with esbuild
 * into a single module), imported from `.tmp/bench/`. tsx, which runs the bench scripts, loads each TypeScript file
 * as its own CommonJS module, so every call from one engine file into another goes through an export getter:
 * the same code ran markedly slower under tsx than from the bundle (docs/benchmarks.md). The engine lines, the arena and `npm run bench:compare` import their code through
 * `importBundled`.
 */
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../support/dev-server.ts";

/**
 * Bundles `entry` (a path from the repository root, or from `from.root`, another checkout) with everything it imports
 * and imports the bundle, written as `.tmp/bench/<from.name or the entry's name>.mjs` under this repository.
 */
export async function importBundled<T>(entry: string, from: { root?: string; name?: string } = {}): Promise<T> {
  const dir = join(ROOT, ".tmp", "bench");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `${from.name ?? basename(entry).replace(/\.ts$/, "")}.mjs`);
  await build({
    entryPoints: [join(from.root ?? ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    banner: { js: "// bundled by test/bench/bundled.ts: not source, rebuilt on every run" },
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as T;
}
