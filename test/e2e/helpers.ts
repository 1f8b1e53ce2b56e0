/** Shared bits of the browser tests: output directory, a short forced deck, the engine replay of a match. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect, onTestFinished } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { isRuleError, type AnyGameModule, type ForcedRandomness } from "../../engine/core/game-module.ts";
import { ROOT } from "../support/dev-server.ts";
import { launchBrowser, newPlayerContext } from "../support/browser.ts";
import { asClient } from "../support/client-address.ts";

export const OUT = join(ROOT, "test-results/e2e");
mkdirSync(OUT, { recursive: true });

/** Six base tiles that always fit somewhere next to the start tile and each other: roads, curves, a city cap
 *  (can close the start tile's city) and a monastery. */
export const SHORT_DECK = ["base-U", "base-V", "base-E", "base-B", "base-V", "base-U"];

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface SeatAction {
  seat: number;
  /** Match version this action produced (from the server's patch `v`). */
  v: number;
  action: Record<string, unknown>;
}

/** Replays accepted actions through the engine (forced deck, the observed first seat) and returns its result. */
export function engineResult(options: Record<string, unknown>, deck: string[], actions: SeatAction[]) {
  const sorted = [...actions].sort((a, b) => a.v - b.v);
  sorted.forEach((a, i) => {
    if (a.v !== i + 1) throw new Error(`missing accepted action for version ${i + 1} (have ${sorted.map((x) => x.v).join(",")})`);
  });
  const opts = carcassonne.parseOptions({ ...options, firstSeat: sorted[0]?.seat ?? 0 });
  if (isRuleError(opts)) throw new Error(opts.message);
  let s = carcassonne.setup(2, opts, "e2e-replay", { deck });
  if (isRuleError(s)) throw new Error(s.message);
  for (const a of sorted) {
    const parsed = carcassonne.parseAction(a.action);
    if (isRuleError(parsed)) throw new Error(`v${a.v}: ${parsed.message}`);
    const r = carcassonne.apply(s, a.seat, parsed);
    if (isRuleError(r)) throw new Error(`engine refuses v${a.v} ${JSON.stringify(a.action)} by seat ${a.seat}: ${r.message}`);
    s = r.state;
  }
  return carcassonne.result(s);
}

/** Like engineResult for any game module and player count, with forced dice too (Star Wars battles). */
export function replayResult(
  game: AnyGameModule,
  players: number,
  options: Record<string, unknown>,
  forced: ForcedRandomness,
  actions: SeatAction[],
) {
  const sorted = [...actions].sort((a, b) => a.v - b.v);
  sorted.forEach((a, i) => {
    if (a.v !== i + 1) throw new Error(`missing accepted action for version ${i + 1} (have ${sorted.map((x) => x.v).join(",")})`);
  });
  const opts = game.parseOptions({ ...options, firstSeat: sorted[0]?.seat ?? 0 });
  if (isRuleError(opts)) throw new Error(opts.message);
  let s = game.setup(players, opts, "e2e-replay", forced);
  if (isRuleError(s)) throw new Error(s.message);
  for (const a of sorted) {
    const parsed = game.parseAction(a.action);
    if (isRuleError(parsed)) throw new Error(`v${a.v}: ${parsed.message}`);
    const r = game.apply(s, a.seat, parsed);
    if (isRuleError(r)) throw new Error(`engine refuses v${a.v} ${JSON.stringify(a.action)} by seat ${a.seat}: ${r.message}`);
    s = r.state;
  }
  return {
    result: game.result(s) as { finished: boolean; scores: number[]; items: { seat: number; points: number; reason: string }[] },
    state: s,
  };
}

/** Records the actions a seat's page sends that the server acknowledged (by the patch's ack and version). */
export function recordActions(page: Page, seat: number, into: SeatAction[]): void {
  page.on("websocket", (ws) => {
    const sent = new Map<string, Record<string, unknown>>();
    ws.on("framesent", ({ payload }) => {
      try {
        const f = JSON.parse(String(payload));
        if (f.t === "act") sent.set(f.id, f.action);
      } catch {
        // not JSON
      }
    });
    ws.on("framereceived", ({ payload }) => {
      try {
        const f = JSON.parse(String(payload));
        if (f.t === "patch" && typeof f.ack === "string" && sent.has(f.ack)) into.push({ seat, v: f.v, action: sent.get(f.ack)! });
      } catch {
        // not JSON
      }
    });
  });
}

/**
 * Resolves once the page has drawn two frames from now: the socket messages and renders it had queued are done
 * (the app renders on the message itself; the second frame is the one after that render). A string: the root
 * tsconfig has no DOM types.
 */
export const painted = (page: Page) => page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))");

/** Collects uncaught page errors and console errors, to assert none happened. */
export function watchErrors(page: Page, name: string, into: string[]): void {
  page.on("pageerror", (e) => into.push(`${name} pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") into.push(`${name} console.error: ${m.text()}`);
  });
}

/**
 * Chromium pages for one test file: one browser process, launched at the first `open` (support/browser.ts), and a
 * context of its own per page, so pages share no storage and are distinct client addresses. Each page records its
 * page errors and console errors into `errors`. `open` inside a test gives a page closed when the test finishes,
 * `openForFile` (or `open` in beforeAll) one that later tests use too; `closeAll` (in afterAll) closes the rest
 * and the browser.
 */
export function pagePool() {
  let browser: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  async function openPage(name: string, forTest: boolean, viewport?: Viewport, mobile = false, locale?: string) {
    browser ??= launchBrowser();
    const ctx = await newPlayerContext(await browser, {
      viewport,
      ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      ...(locale ? { locale } : {}),
    });
    contexts.push(ctx);
    // An idle page keeps its timers, socket and renderer busy while the rest of the file goes on.
    if (forTest) {
      try {
        onTestFinished(() => ctx.close());
      } catch {
        // not inside a test (beforeAll): the page is the file's
      }
    }
    const page = await ctx.newPage();
    page.setDefaultTimeout(15_000);
    watchErrors(page, name, errors);
    return page;
  }
  return {
    errors,
    /** A page for the running test, closed when it finishes; in beforeAll, a page for the whole file. */
    open(name: string, viewport?: Viewport, mobile = false, locale?: string): Promise<Page> {
      return openPage(name, true, viewport, mobile, locale);
    },
    /** A page that later tests of the file go on using: open until closeAll. */
    openForFile(name: string, viewport?: Viewport, mobile = false, locale?: string): Promise<Page> {
      return openPage(name, false, viewport, mobile, locale);
    },
    async closeAll(): Promise<void> {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser?.then(
        (b) => b.close(),
        () => undefined,
      );
    },
  };
}

type Viewport = { width: number; height: number };

/** Starting at index `from` (mod count), the first element a real click at its centre would reach (not covered
 *  by another spot, the zoom button or the edge of the board); Playwright's trial click checks exactly that. */
export async function clickable(list: Locator, from = 0): Promise<Locator> {
  const n = await list.count();
  for (let k = 0; k < n; k++) {
    const el = list.nth((from + k) % n);
    if (
      await el.click({ trial: true, timeout: 1000 }).then(
        () => true,
        () => false,
      )
    )
      return el;
  }
  throw new Error(`none of ${n} elements can be clicked`);
}

/** The text of the page's turn prompt ("" while there is none). */
export const promptOf = async (p: Page) =>
  (
    (await p
      .locator("[data-testid=prompt]")
      .textContent({ timeout: 2000 })
      .catch(() => null)) ?? ""
  ).trim();

/** Waits until the server's answer changed the page's prompt from `prompt`; a refusal (an alert in the side panel)
 *  fails at once, its text prefixed with `label`. */
export async function answered(page: Page, prompt: string, label = ""): Promise<void> {
  await expect
    .poll(
      async () => {
        const alert = await page.locator(".side [role=alert]").allTextContents();
        if (alert.length) throw new Error(`${label ? `${label}: ` : ""}${alert.join(" ")}`);
        return promptOf(page);
      },
      { timeout: 10_000 },
    )
    .not.toBe(prompt);
}

/** Opens a game's match options on the home page (its card's "Players and options"), waiting for them. */
export async function chooseGame(p: Page, game: string): Promise<void> {
  await p.click(`[data-testid=choose-${game}]`);
  await p.locator("[data-testid=match-options] [data-testid=create]").waitFor();
}

/** Types a name and claims a seat in the page's seat picker, waiting until the picker has taken it. */
export async function takeSeat(p: Page, seat: number, name: string): Promise<void> {
  await p.fill("[data-testid=name]", name);
  await p.click(`[data-testid=claim-${seat}]`);
  await p.locator(`[data-testid=claim-${seat}]`).waitFor({ state: "detached" });
}

/**
 * Creates a match through the HTTP API (a forced `deck` only on the test server) and seats each page: pages[i]
 * takes seat i under names[i]. Returns the match id.
 */
export async function createAndSeat(
  base: string,
  body: Record<string, unknown>,
  pages: readonly Page[],
  names: readonly string[],
): Promise<string> {
  const res = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asClient() },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`match creation answered ${res.status}: ${await res.text()}`);
  const id = ((await res.json()) as { id: string }).id;
  for (const [seat, p] of pages.entries()) {
    await p.goto(`${base}/m/${id}`);
    await takeSeat(p, seat, names[seat] ?? `P${seat}`);
  }
  return id;
}
