/**
 * Headless Debian chromium driven by playwright-core (toolchain.md §4). Each browser is a persistent context in a
 * fresh temp profile (Playwright refuses --user-data-dir in `args`, pitfall 6), so contexts share no storage, and
 * each is a client address of its own to a test server's per-address limits (the test-only header on every request).
 */
import { rmSync } from "node:fs";
import { chromium, type BrowserContext } from "playwright-core";
import { CHROMIUM, tempDir } from "./dev-server.ts";
import { asClient } from "./client-address.ts";

export const CHROMIUM_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export interface Browser {
  ctx: BrowserContext;
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 800 }, extra: { isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number; locale?: string } = {}): Promise<Browser> {
  const profile = tempDir("meeplehall-chromium-");
  let ctx: BrowserContext;
  try {
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, args: CHROMIUM_FLAGS, viewport, locale: "en-US", extraHTTPHeaders: asClient(), ...extra,
    });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  let closed = false;
  return {
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await ctx.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
