// Test runner config: "unit" runs engine tests in plain Node; "workers" runs worker/DO tests inside
// workerd via @cloudflare/vitest-pool-workers, using the same wrangler.toml as `wrangler dev` (plus TEST_HOOKS and a
// VAPID pair made for the run); "e2e" drives
// Debian's chromium (playwright-core) against real `wrangler dev` servers started by test/e2e/global-setup.ts.
import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { newVapidPair } from "./scripts/vapid-keys.ts";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", environment: "node", include: ["test/unit/**/*.test.ts"] } },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // TEST_HOOKS lets tests create matches with a forced deck; `wrangler dev` and deploys never set it.
            // A VAPID pair made for the run (Web Push tests), never one from .dev.vars; a 1-s wait before a timed-out
            // seat may come back (clock.ts returnAfterMs) so the clock tests need not wait 10 s.
            miniflare: { bindings: { TEST_HOOKS: "1", TEST_RETURN_AFTER_MS: "1000", ...newVapidPair(), VAPID_SUBJECT: "mailto:tests@meeplehall.invalid" } },
          }),
        ],
        // push-setup.ts: the Web Push round trip's receiver, in Node on loopback.
        test: { name: "workers", include: ["test/workers/**/*.test.ts"], globalSetup: ["test/workers/push-setup.ts"] },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          // One file at a time: each drives several chromium processes against the shared servers.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
