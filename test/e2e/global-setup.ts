/**
 * Global setup of the "e2e" project: makes sure Debian's chromium exists (apt-get install when root), builds the
 * client, and starts one Miniflare server (support/mf-serve.ts, no `wrangler dev`: no test here is about wrangler)
 * with fresh state serving three copies of the Worker, each on a free loopback port:
 * - `baseUrl`: a test server (TEST_HOOKS "1") that accepts a forced deck, with the test servers' waits and budgets
 *   (support/tunables.ts);
 * - `liveUrl`: the same code without TEST_HOOKS, like a real deploy, which must refuse it;
 * - `pushUrl`: a test server with a VAPID pair made for the run (the others have none, so they offer no push).
 * One process and one bundle for all three keeps the cores for the browsers. Everything (processes and temp dirs)
 * is torn down in the returned teardown, and by dev-server.ts's exit/signal handlers if the run dies.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { newVapidPair } from "../../scripts/vapid-keys.ts";
import { ensureChromium } from "../support/browser.ts";
import { buildClient, DevServer, tempDir } from "../support/dev-server.ts";
import { testTunablesBinding } from "../support/tunables.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    liveUrl: string;
    pushUrl: string;
    /** The built client, for a test file that starts its own server (e.g. to stop and restart it). */
    clientDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: DevServer | undefined;
  const build = tempDir("meeplehall-e2e-client-");
  const teardown = async () => {
    await server?.stop();
    rmSync(build, { recursive: true, force: true });
  };
  try {
    ensureChromium();
    const clientDir = join(build, "client");
    const ms = await buildClient(clientDir);
    process.stderr.write(`[e2e] vite build in ${Math.round(ms)} ms\n`);
    server = await DevServer.start({
      clientDir,
      testHooks: true,
      vars: testTunablesBinding(),
      label: "e2e servers",
      runtime: "miniflare",
      twins: [{ testHooks: false }, { testHooks: true, vars: { ...newVapidPair(), ...testTunablesBinding() } }],
    });
    const [live, push] = server.twinBases;
    project.provide("baseUrl", server.base);
    project.provide("liveUrl", live!);
    project.provide("pushUrl", push!);
    project.provide("clientDir", clientDir);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
