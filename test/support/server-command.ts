/**
 * The command line that serves a snapshot of the app (dev-server.ts runs it in the snapshot, in a process group of
 * its own): `wrangler dev` as a developer runs it — the default, and what the browser tests use — or, for the server
 * benchmarks, the Worker on Miniflare alone (mf-serve.ts), without the proxy `wrangler dev` puts in front of it.
 */
import { join } from "node:path";

/** Which program serves the Worker. */
export type ServerRuntime = "wrangler" | "miniflare";

/** argv (after node itself) for `runtime` on 127.0.0.1:`port`, its state under `dir`/state. */
export function serverCommand(root: string, runtime: ServerRuntime, dir: string, port: number, inspector: number, testHooks: boolean): string[] {
  if (runtime === "miniflare")
    return [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "test/support/mf-serve.ts"), String(port), join(dir, "state"), ...(testHooks ? ["test-hooks"] : [])];
  return [
    join(root, "node_modules/wrangler/bin/wrangler.js"), "dev", "--local", "--ip", "127.0.0.1", "--port", String(port),
    "--inspector-port", String(inspector), "--persist-to", join(dir, "state"), ...(testHooks ? ["--var", "TEST_HOOKS:1"] : []),
  ];
}
