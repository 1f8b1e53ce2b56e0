/**
 * Global setup of the "e2e" project: makes sure Debian's chromium exists (apt-get install when root), builds the
 * client, and starts two `wrangler dev` servers on free loopback ports with fresh state:
 * - `baseUrl`: a test server (`--var TEST_HOOKS:1`) that accepts a forced deck;
 * - `liveUrl`: the same code without TEST_HOOKS, like a real deploy, which must refuse it.
 * Everything (processes and temp dirs) is torn down in the returned teardown, and by dev-server.ts's exit/signal
 * handlers if the run dies.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildClient, DevServer, ensureChromium, tempDir } from "../support/dev-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    liveUrl: string;
    /** The built client, for a test file that starts its own server (e.g. to stop and restart it). */
    clientDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const servers: DevServer[] = [];
  const build = tempDir("meeplehall-e2e-client-");
  const teardown = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    rmSync(build, { recursive: true, force: true });
  };
  try {
    ensureChromium();
    const clientDir = join(build, "client");
    const ms = await buildClient(clientDir);
    process.stderr.write(`[e2e] vite build in ${Math.round(ms)} ms\n`);
    const started = await Promise.allSettled([
      DevServer.start({ clientDir, testHooks: true, label: "e2e test server" }),
      DevServer.start({ clientDir, testHooks: false, label: "e2e live-like server" }),
    ]);
    for (const r of started) if (r.status === "fulfilled") servers.push(r.value);
    const failed = started.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    project.provide("baseUrl", servers[0]!.base);
    project.provide("liveUrl", servers[1]!.base);
    project.provide("clientDir", clientDir);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
