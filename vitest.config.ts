// Test runner config: "unit" (and "unit-isolated", below) runs engine tests in plain Node; "workers" runs worker/DO
// tests inside workerd via @cloudflare/vitest-pool-workers, using the same wrangler.toml as `wrangler dev` (plus
// TEST_HOOKS and a VAPID pair made for the run); "e2e" drives Debian's chromium (playwright-core) against the Worker
// on Miniflare, started by test/e2e/global-setup.ts. Each runs alone too: `npm run test:unit`, `test:workers`,
// `test:e2e`.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { newVapidPair } from "./scripts/vapid-keys.ts";
import type { FuzzSize } from "./test/support/fuzz-size.ts";
import { testTunablesBinding } from "./test/support/tunables.ts";
import { UNIT_ISOLATED } from "./test/support/unit-isolated.ts";

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
      // One module graph per worker (isolate: false): most unit files only import pure code, and re-importing the
      // engine for each of them cost more than their tests. Files that change module state for their own run
      // (vi.mock, tile sets registered for the test) keep a fresh graph each, in "unit-isolated".
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["test/unit/**/*.test.ts"],
          exclude: UNIT_ISOLATED,
          isolate: false,
          sequence: { groupOrder: 1 },
          provide: { fuzz },
          testTimeout,
        },
      },
      {
        test: {
          name: "unit-isolated",
          environment: "node",
          include: UNIT_ISOLATED,
          sequence: { groupOrder: 1 },
          provide: { fuzz },
          testTimeout,
        },
      },
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
        // Four files at a time, last (a group of their own, as their worker count differs):
        // a workers file spends much of its time waiting on its workerd's start and on sockets, and two at a time
        // left the cores a third idle.
        test: {
          name: "workers",
          include: ["test/workers/**/*.test.ts"],
          maxWorkers: Math.max(4, maxWorkers),
          sequence: { groupOrder: 2 },
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
          // Three files at a time, first (a group of their own), each with its own Chromium, pages, matches and
          // client addresses: a browser test waits on its pages and the server for part of its time, and two at a
          // time left the cores a tenth idle. They share the worker's module graph (isolate: false), as the unit
          // files do: an e2e file's own state lives in the file, and importing Playwright and the engine again for
          // each file only cost CPU.
          isolate: false,
          maxWorkers: Math.max(3, maxWorkers),
          sequence: { groupOrder: 0 },
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
