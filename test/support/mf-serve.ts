/**
 * The Worker served by Miniflare alone, with no `wrangler dev` in front (mf-server.ts spawns this file in a process
 * group of its own): wrangler.toml's bindings (the Match Durable Object on SQLite, the rate limits, the assets
 * directory) as `wrangler dev` reads them (wrangler's `unstable_getMiniflareWorkerOptions`), the worker bundled by
 * esbuild, the state persisted under the given directory, and the Worker's own socket (`unsafeDirectSockets`)
 * answering on the given port. `wrangler dev` puts a proxy of its own (a singleton Durable Object that relays every
 * request and WebSocket frame, for live reload) between its port and the Worker; this serves the Worker as
 * Cloudflare would, so the server benchmarks time the server. Prints `ready <url>` once listening.
 * Usage: tsx test/support/mf-serve.ts <port> <state dir> [test-hooks]
 */
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const [port, stateDir, hooks] = [Number(process.argv[2]), process.argv[3]!, process.argv[4] === "test-hooks"];
const root = process.cwd();
const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
const bundle = await build({
  entryPoints: [join(root, "worker/index.ts")], bundle: true, format: "esm", platform: "browser", write: false,
  conditions: ["workerd", "worker", "browser"], external: ["cloudflare:*", "node:*"], logLevel: "warning",
});
const mf = new Miniflare({
  ...workerOptions,
  name: "meeplehall",
  modules: [{ type: "ESModule", path: "index.js", contents: bundle.outputFiles[0]!.text }],
  bindings: { ...(workerOptions.bindings ?? {}), ...(hooks ? { TEST_HOOKS: "1" } : {}) },
  durableObjectsPersist: join(stateDir, "do"),
  cf: false,
  unsafeDirectSockets: [{ host: "127.0.0.1", port }],
});
await mf.ready;
const url = await mf.unsafeGetDirectURL();
process.stdout.write(`ready ${url.href}\n`);
const stop = () => void mf.dispose().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
