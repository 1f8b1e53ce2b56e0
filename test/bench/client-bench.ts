/**
 * Client benchmarks: the gzipped size of the client JavaScript for the match page (target ≤ 60 kB) and the time
 * to first board render in headless Chromium against the local server.
 *
 * - client.match-page-js-gzip: a fresh `vite build` (into a temp dir, same config as dist/client), then every JS
 *   file a Carcassonne match page names — index.html's module scripts and modulepreloads, and the game's chunks
 *   the Worker adds as modulepreloads (the build's preload.json, contract/preload.ts) — each gzipped with zlib
 *   level 9, summed: the JS a match page loads before its first board.
 * - client.first-board-render: that build served by the Worker on Miniflare alone (test/support/dev-server.ts with
 *   `runtime: "miniflare"`: its assets and pages as Cloudflare serves them, without the proxy `wrangler dev` puts in
 *   front of every request), and client.first-board-render.wrangler-dev the same through `wrangler dev`; a fresh
 *   match, and headless Debian chromium with a fresh profile per run (cold HTTP cache); the time from calling
 *   page.goto(match url) to the first `.board .tile` being painted: the picture of the board the Worker puts in a
 *   Carcassonne page (worker/board-preview.ts). client.first-app-board-render (and its .wrangler-dev) time the
 *   same runs to the app's own board, the one a player acts on. Each fresh browser first settles
 *   (about:blank, then BROWSER_SETTLE_MS): a just-launched Chromium loads its own UI's pages (the omnibox popup's
 *   WebUI, a few hundred chrome:// files) for about half a second, which took a large share of the timed page's
 *   time on a small machine (docs/benchmarks.md); a visitor's browser is already running. One untimed warm-up
 *   run, then the median of RUNS runs.
 * Diagnostics go to stderr.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildClient, DevServer, tempDir } from "../support/dev-server.ts";
import { CHROMIUM, ensureChromium, openPersistentBrowser } from "../support/browser.ts";
import type { ServerRuntime } from "../support/server-command.ts";
import type { BenchLine } from "./engine-bench.ts";
import { gamePreload, PRELOAD_FILE } from "../../contract/preload.ts";

const RUNS = 5;
const BROWSER_SETTLE_MS = 1500;
const TARGET_GZIP_BYTES = 60_000;
const log = (msg: string) => process.stderr.write(`[client-bench] ${msg}\n`);

/** JS files referenced by an index.html: `<script src>` and `<link rel="modulepreload" href>`, site-absolute. */
export function referencedScripts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) out.add(m[1]!);
  return [...out].filter((p) => p.endsWith(".js"));
}

function jsSize(clientDir: string, buildMs: number): BenchLine {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const shell = referencedScripts(html);
  if (shell.length === 0) throw new Error("index.html references no JS");
  const game = gamePreload(JSON.parse(readFileSync(join(clientDir, PRELOAD_FILE), "utf8")), "carcassonne");
  if (!game) throw new Error(`${PRELOAD_FILE} names no Carcassonne chunks`);
  const files = [...new Set([...shell, ...game.scripts])];
  let raw = 0,
    gz = 0;
  const perFile: Record<string, { raw: number; gzip: number }> = {};
  for (const f of files) {
    const bytes = readFileSync(join(clientDir, f.replace(/^\//, "")));
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += g;
    perFile[f] = { raw: bytes.length, gzip: g };
  }
  return {
    name: "client.match-page-js-gzip",
    value: gz,
    unit: "bytes",
    setup: {
      what: "sum of the JS files a Carcassonne match page names (index.html's, plus the game's modulepreloads from preload.json) after a fresh vite build, each gzipped (zlib level 9)",
      shellGzip: shell.reduce((n, f) => n + perFile[f]!.gzip, 0),
      target: `<= ${TARGET_GZIP_BYTES} bytes gzipped (60 kB)`,
      withinTarget: gz <= TARGET_GZIP_BYTES,
      rawBytes: raw,
      files: perFile,
      buildMs: Math.round(buildMs),
      node: process.version,
    },
  };
}

/**
 * Runs in every page before its own scripts (Playwright init script, not subject to the page's CSP): records the page
 * clock at the first animation frame after a board tile entered the document — `__firstBoardFrame` for any board
 * (the Worker's picture of it, worker/board-preview.ts, or the app's), `__appBoardFrame` for the app's own.
 */
const BOARD_PAINT_PROBE = `(() => {
  const frameWhen = (seen, key) => {
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() => { window[key] = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  frameWhen(() => document.querySelector(".board .tile"), "__firstBoardFrame");
  frameWhen(() => [...document.querySelectorAll(".board .tile")].some((t) => !t.closest("#board-preview")), "__appBoardFrame");
})()`;

async function firstBoardRender(clientDir: string, runtime: ServerRuntime): Promise<BenchLine[]> {
  ensureChromium(CHROMIUM);
  const server = await DevServer.start({ clientDir, testHooks: false, label: `client-bench ${runtime}`, runtime });
  try {
    const r = await fetch(`${server.base}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "carcassonne", players: 2 }),
    });
    if (r.status !== 201) throw new Error(`create match: HTTP ${r.status} ${await r.text()}`);
    const { id } = (await r.json()) as { id: string };
    const url = `${server.base}/m/${id}`;
    const times: number[] = [];
    const appTimes: number[] = [];
    const outside: number[] = [];
    let userAgent = "";
    for (let run = 0; run <= RUNS; run++) {
      const b = await openPersistentBrowser({ viewport: { width: 1280, height: 800 } });
      try {
        const page = b.ctx.pages()[0] ?? (await b.ctx.newPage());
        await page.addInitScript(BOARD_PAINT_PROBE);
        await page.goto("about:blank");
        await new Promise((r) => setTimeout(r, BROWSER_SETTLE_MS));
        const t0 = performance.now();
        await page.goto(url, { waitUntil: "commit" });
        await page.locator(".board .tile").first().waitFor({ state: "visible", timeout: 30_000 });
        const outer = performance.now() - t0;
        await page.locator("svg.board[role=application] .tile").first().waitFor({ state: "visible", timeout: 30_000 });
        for (let k = 0; k < 100 && (await page.evaluate<unknown>("window.__appBoardFrame")) === undefined; k++)
          await new Promise((r) => setTimeout(r, 20));
        const [ms, app] = await page.evaluate<[number, number]>("[window.__firstBoardFrame, window.__appBoardFrame]");
        if (typeof ms !== "number") throw new Error("the board paint probe saw no board");
        userAgent ||= await page.evaluate<string>("navigator.userAgent");
        if (run === 0) log(`warm-up: ${ms.toFixed(1)} ms`);
        else {
          times.push(ms);
          appTimes.push(app);
          outside.push(outer);
        }
      } finally {
        await b.close();
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const first = median(times),
      app = median(appTimes);
    const server_ =
      runtime === "miniflare"
        ? "the Worker and its static assets on Miniflare (workerd) on 127.0.0.1, no wrangler dev proxy (test/support/mf-serve.ts), fresh match, spectator view"
        : "wrangler dev --local on 127.0.0.1 (its proxy Durable Object relays every request), fresh match, spectator view";
    const common = {
      browserSettleMs: BROWSER_SETTLE_MS,
      server: server_,
      runs: RUNS,
      warmupRuns: 1,
      statistic: "median",
      browser: `${CHROMIUM} via playwright-core: ${userAgent}`,
      viewport: "1280x800",
      serverStartupMs: Math.round(server.startupMs),
    };
    const suffix = runtime === "miniflare" ? "" : ".wrangler-dev";
    return [
      {
        name: `client.first-board-render${suffix}`,
        value: Math.round(first * 10) / 10,
        unit: "ms",
        setup: {
          what: "ms from the match page's navigation start (its performance.now() origin) to the first animation frame after a .board .tile entered the document (a MutationObserver installed before any page script; the frame is when it is painted): on a Carcassonne page the board the Worker draws into the page (worker/board-preview.ts); headless chromium, fresh profile (cold cache) per run",
          target: "<= 250 ms",
          withinTarget: first <= 250,
          samplesMs: times.map((t) => Math.round(t * 10) / 10),
          // The same runs timed from outside: page.goto until Playwright's polling saw the tile visible (polls come
          // 20–100 ms apart, so these fall into buckets; only an upper bound).
          outsideUntilSeenMs: outside.map((t) => Math.round(t)),
          ...common,
        },
      },
      {
        name: `client.first-app-board-render${suffix}`,
        value: Math.round(app * 10) / 10,
        unit: "ms",
        setup: {
          what: "as client.first-board-render, for the first tile of the app's own board (outside #board-preview): the board the player acts on, drawn by the app's scripts",
          samplesMs: appTimes.map((t) => Math.round(t * 10) / 10),
          ...common,
        },
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function clientBenchmarks(): Promise<BenchLine[]> {
  const dir = tempDir("meeplehall-client-bench-");
  try {
    const clientDir = join(dir, "client");
    const buildMs = await buildClient(clientDir);
    const size = jsSize(clientDir, buildMs);
    log(`JS ${size.value} bytes gzipped`);
    return [size, ...(await firstBoardRender(clientDir, "miniflare")), ...(await firstBoardRender(clientDir, "wrangler"))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
