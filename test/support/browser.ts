/**
 * Headless Debian chromium driven by playwright-core (toolchain.md §4). A test file launches one browser process
 * (`launchBrowser`) and gives each player a context of their own (`newPlayerContext`): contexts share no cookies,
 * storage, cache or service workers, so to the app each is another browser, and each is a client address of its
 * own to a test server's per-address limits (the test-only header on every request). Starting a context costs a
 * few milliseconds where a browser process cost a second, and one process per file keeps the two cores for the
 * pages. `openPersistentBrowser` is a process with a profile on disk (Playwright refuses --user-data-dir in `args`,
 * pitfall 6), for a test about what only a real profile keeps.
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, statfsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { tempDir } from "./dev-server.ts";
import { asClient } from "./client-address.ts";

export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright's own defaults include --disable-dev-shm-usage, for containers whose /dev/shm is tiny (Docker's
 * 64 MB): Chromium then keeps its shared memory in files under /tmp, which costs the pages' processes system time.
 * Where /dev/shm has room (Debian's chromium wrapper asks for 3.8 GB), it stays in shared memory.
 */
function playwrightDefaultsToSkip(): string[] {
  try {
    const fs = statfsSync("/dev/shm");
    return fs.bavail * fs.bsize >= 3.8e9 ? ["--disable-dev-shm-usage"] : [];
  } catch {
    return [];
  }
}

/** Debian's chromium at /usr/bin/chromium; installs it with apt when running as root (CI), else explains. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `Browser tests need Debian's chromium at ${CHROMIUM}, and it is missing. Install it with ` +
        "`sudo apt-get update && sudo apt-get install -y chromium` (CI runs this itself as root).",
    );
  }
  process.stderr.write("[browser] chromium is missing: apt-get update && apt-get install -y chromium\n");
  try {
    execFileSync("sh", ["-c", "apt-get update && apt-get install -y chromium"], {
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 15 * 60_000,
    });
  } catch (e) {
    throw new Error(`Installing chromium with apt-get failed: ${(e as Error).message}`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing.`);
}

/** What a player's browser looks like: a phone is `isMobile` with touch at twice the pixel density. */
export interface PlayerOptions {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
  locale?: string;
}

const DESKTOP = { width: 1280, height: 800 };

/** One chromium process (no profile on disk); close it with `browser.close()`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, ignoreDefaultArgs: playwrightDefaultsToSkip() });
}

/** A fresh context in `browser`: its own storage and client address, English unless `locale` says otherwise. */
export function newPlayerContext(browser: Browser, opts: PlayerOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: "en-US", extraHTTPHeaders: asClient(), ...opts, viewport: opts.viewport ?? DESKTOP });
}

export interface PersistentBrowser {
  ctx: BrowserContext;
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>;
}

/** A browser process of its own in a fresh temp profile, with the same defaults as a player's context. */
export async function openPersistentBrowser(opts: PlayerOptions = {}): Promise<PersistentBrowser> {
  const profile = tempDir("meeplehall-chromium-");
  let ctx: BrowserContext;
  try {
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
      ignoreDefaultArgs: playwrightDefaultsToSkip(),
      locale: "en-US",
      extraHTTPHeaders: asClient(),
      ...opts,
      viewport: opts.viewport ?? DESKTOP,
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
