// Test runner config: "unit" runs engine tests in plain Node; "workers" runs worker/DO tests inside
// workerd via @cloudflare/vitest-pool-workers, using the same wrangler.toml as `wrangler dev` (plus TEST_HOOKS and a
// VAPID pair made for the run); "e2e" drives Debian's chromium (playwright-core) against the Worker on Miniflare,
// started by test/e2e/global-setup.ts. Each runs alone too: `npm run test:unit`, `test:workers`, `test:e2e`.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { newVapidPair } from "./scripts/vapid-keys.ts";
import type { FuzzSize } from "./test/support/fuzz-size.ts";
import { testTunablesBinding } from "./test/support/tunables.ts";

// How big the seeded random tests run (test/support/fuzz-size.ts): small in `npm test`, full in `npm run fuzz`.
const fuzzEnv = process.env.MEEPLEHALL_FUZZ ?? "small";
if (fuzzEnv !== "small" && fuzzEnv !== "full") throw new Error(`MEEPLEHALL_FUZZ is "small" or "full", not "${fuzzEnv}"`);
const fuzz: FuzzSize = fuzzEnv;

// The unit and workers files are CPU-bound and independent: one per core. Vitest's own default (cores - 1) leaves
// one of two cores idle; its main process mostly waits for the workers.
const maxWorkers = Math.max(2, availableParallelism() - 1);
// A guard against a hung test, not a measure: generous, because a shared 2-core machine may run a few times
// slower than a quiet one. Heavier tests set their own.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: "unit", environment: "node", include: ["test/unit/**/*.test.ts"], provide: { fuzz }, testTimeout } },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // TEST_HOOKS lets tests create matches with a forced deck; `wrangler dev` and deploys never set it.
            // A VAPID pair made for the run (Web Push tests), never one from .dev.vars; the test servers' waits and
            // budgets (test/support/tunables.ts), so tests need not sit out waits meant for people.
            miniflare: {
              bindings: {
                TEST_HOOKS: "1",
                ...testTunablesBinding(),
                ...newVapidPair(),
                VAPID_SUBJECT: "mailto:tests@meeplehall.invalid",
              },
            },
          }),
        ],
        // push-setup.ts: the Web Push round trip's receiver, in Node on loopback.
        test: {
          name: "workers",
          include: ["test/workers/**/*.test.ts"],
          globalSetup: ["test/workers/push-setup.ts"],
          provide: { fuzz },
          testTimeout,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          // Two files at a time (maxWorkers), after the other projects: a file mostly waits on its pages and the
          // server, so two overlap their waits; each has its own Chromium, pages, matches and client addresses.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
