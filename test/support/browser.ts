/**
 * Debian's chromium driven by playwright-core (toolchain.md §4). Tests run its headless shell (package
 * chromium-headless-shell: the same engine and version built without the desktop browser's UI layer, which is what
 * Playwright itself runs for headless tests); a fresh page there costs well under half the CPU it costs in
 * the full browser, and the browser tests are the suite's largest part. A test file launches one browser process
 * (`launchBrowser`) and gives each player a context of their own (`newPlayerContext`): contexts share no cookies,
 * storage, cache or service workers, so to the app each is another browser, and each is a client address of its
 * own to a test server's per-address limits (the test-only header on every request). Starting a context costs a
 * few milliseconds where a browser process cost a second, and one process per file keeps the two cores for the
 * pages. `openPersistentBrowser` is the full browser with a profile on disk (Playwright refuses --user-data-dir in
 * `args`, pitfall 6), for a measure of the browser people run (client-bench.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, statfsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { tempDir } from "./dev-server.ts";
import { asClient } from "./client-address.ts";

/** The full browser, as people run it: the client benchmark measures the first load in it. */
export const CHROMIUM = "/usr/bin/chromium";
/** The browser tests' chromium (see the header). */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const PACKAGES: Record<string, string> = { [CHROMIUM]: "chromium", [HEADLESS_SHELL]: "chromium-headless-shell" };

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

/** Debian's chromium at `path` (the headless shell unless told); installs its package with apt when running as
 *  root (CI), else explains. */
export function ensureChromium(path = HEADLESS_SHELL): void {
  if (existsSync(path)) return;
  const pkg = PACKAGES[path];
  if (!pkg) throw new Error(`no Debian package is known for ${path}`);
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `Browser tests need Debian's ${pkg} at ${path}, and it is missing. Install it with ` +
        `\`sudo apt-get update && sudo apt-get install -y ${pkg}\` (CI runs this itself as root).`,
    );
  }
  process.stderr.write(`[browser] ${pkg} is missing: apt-get update && apt-get install -y ${pkg}\n`);
  try {
    execFileSync("sh", ["-c", `apt-get update && apt-get install -y ${pkg}`], {
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 15 * 60_000,
    });
  } catch (e) {
    throw new Error(`Installing ${pkg} with apt-get failed: ${(e as Error).message}`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed ${pkg} but ${path} is still missing.`);
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

/** One headless-shell process (no profile on disk); close it with `browser.close()`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS, ignoreDefaultArgs: playwrightDefaultsToSkip() });
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

/** A full chromium process of its own in a fresh temp profile, with the same defaults as a player's context. */
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
