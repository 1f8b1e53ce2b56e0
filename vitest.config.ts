// Test runner config: "unit" runs engine tests in plain Node; "workers" runs worker/DO tests inside
// workerd via @cloudflare/vitest-pool-workers, using the same wrangler.toml as `wrangler dev` (plus TEST_HOOKS and a
// VAPID pair made for the run); "e2e" drives
// Debian's chromium (playwright-core) against real `wrangler dev` servers started by test/e2e/global-setup.ts.
import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { generateKeyPairSync } from "node:crypto";

/** A VAPID key pair made for this run (Web Push tests; never one from .dev.vars or the repo). */
function vapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string } {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d!, VAPID_SUBJECT: "mailto:tests@meeplehall.invalid" };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", environment: "node", include: ["test/unit/**/*.test.ts"] } },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // TEST_HOOKS lets tests create matches with a forced deck; `wrangler dev` and deploys never set it.
            miniflare: { bindings: { TEST_HOOKS: "1", ...vapidPair() } },
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
