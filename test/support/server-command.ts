/**
 * The command line that serves a snapshot of the app (dev-server.ts runs it in the snapshot, in a process group of
 * its own): `wrangler dev` as a developer runs it — the default — or the Worker on Miniflare alone (mf-serve.ts),
 * without the proxy `wrangler dev` puts in front of it, which the server benchmarks time and the browser tests use.
 */
import { join } from "node:path";

/** Which program serves the Worker. */
export type ServerRuntime = "wrangler" | "miniflare";

/** Where Miniflare's list of the Worker copies it serves (mf-serve.ts `MfWorker`) goes in a server's `dir`. */
export const mfSpecPath = (dir: string) => join(dir, "mf-workers.json");

/**
 * argv (after node itself) for `runtime` on 127.0.0.1:`port`, its state under `dir`/state; Miniflare reads its
 * ports and bindings from `mfSpecPath(dir)`, which the caller writes.
 */
export function serverCommand(
  root: string,
  runtime: ServerRuntime,
  dir: string,
  port: number,
  inspector: number,
  testHooks: boolean,
): string[] {
  if (runtime === "miniflare")
    return [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "test/support/mf-serve.ts"), join(dir, "state"), mfSpecPath(dir)];
  return [
    join(root, "node_modules/wrangler/bin/wrangler.js"),
    "dev",
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspector),
    "--persist-to",
    join(dir, "state"),
    ...(testHooks ? ["--var", "TEST_HOOKS:1"] : []),
  ];
}
