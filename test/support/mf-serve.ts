/**
 * The Worker served by Miniflare alone, with no `wrangler dev` in front (dev-server.ts spawns this file in a process
 * group of its own): wrangler.toml's bindings (the Match Durable Object on SQLite, the rate limits, the assets
 * directory) as `wrangler dev` reads them (wrangler's `unstable_getMiniflareWorkerOptions`), the worker bundled by
 * esbuild, the state persisted under the given directory, and the Worker's own socket (`unsafeDirectSockets`)
 * answering on the given port. `wrangler dev` puts a proxy of its own (a singleton Durable Object that relays every
 * request and WebSocket frame, for live reload) between its port and the Worker; this serves the Worker as
 * Cloudflare would, so the server benchmarks time the server and the browser tests wait for it alone.
 * One process may serve several copies of the Worker, each on its own port with its own bindings and Durable
 * Objects (a test server and a live-like one share one workerd and one bundle): the spec file lists them.
 * Prints `ready <url>` per copy once all are listening.
 * Usage: tsx test/support/mf-serve.ts <state dir> <spec.json>, the spec `{ workers: MfWorker[] }`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Miniflare, type WorkerOptions } from "miniflare";

/** One copy of the Worker: its port, TEST_HOOKS "1" or not, and extra text bindings (a VAPID pair). */
export interface MfWorker {
  port: number;
  testHooks: boolean;
  vars?: Record<string, string>;
}

const [stateDir, specPath] = [process.argv[2]!, process.argv[3]!];
const { workers } = JSON.parse(readFileSync(specPath, "utf8")) as { workers: MfWorker[] };
const { workerOptions, contents } = await workerAndOptions(process.cwd(), join(dirname(specPath), "mf-bundle.json"));
const names = workers.map((_, i) => (i === 0 ? "meeplehall" : `meeplehall-${i}`));
const mf = new Miniflare({
  durableObjectsPersist: join(stateDir, "do"),
  cf: false,
  workers: workers.map(
    (w, i): WorkerOptions => ({
      ...(workerOptions as WorkerOptions),
      name: names[i]!,
      modules: [{ type: "ESModule", path: "index.js", contents }],
      bindings: { ...(workerOptions.bindings ?? {}), ...(w.testHooks ? { TEST_HOOKS: "1" } : {}), ...(w.vars ?? {}) },
      unsafeDirectSockets: [{ host: "127.0.0.1", port: w.port }],
    }),
  ),
});
await mf.ready;
for (const name of names) process.stdout.write(`ready ${(await mf.unsafeGetDirectURL(name)).href}\n`);
const stop = () => void mf.dispose().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

/**
 * wrangler.toml's options and the bundled Worker, made at the first start and kept beside the spec: a restart
 * (dev-server.ts `restart`) serves the same code at once, without loading wrangler and esbuild again, so a test
 * that stops its server waits for Miniflare alone.
 */
async function workerAndOptions(root: string, cache: string): Promise<{ workerOptions: Partial<WorkerOptions>; contents: string }> {
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8"));
  const [{ build }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([import("esbuild"), import("wrangler")]);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  const bundle = await build({
    entryPoints: [join(root, "worker/index.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    conditions: ["workerd", "worker", "browser"],
    external: ["cloudflare:*", "node:*"],
    logLevel: "warning",
  });
  const made = { workerOptions: workerOptions as Partial<WorkerOptions>, contents: bundle.outputFiles[0]!.text };
  writeFileSync(cache, JSON.stringify(made));
  return made;
}
