/**
 * Everything a player reads is in their language. For Spanish and Polish: a New Frontiers match is
 * played for three rounds, a Carcassonne match (farmers, meeples, scores) and a Star Wars match (a planet attack
 * and a dice battle) to their ends. The moves are sent by `ws` clients holding the seats; the seats' own pages,
 * opened in a Spanish or Polish Chromium with the seat's token, follow every move. After every move the page's
 * text (and every aria-label and title) — log, prompts, action names, scores, end screen — holds no English word
 * (test/support/english-words.ts); New Frontiers tile details (powers, "?" tables, provenance) are checked too.
 * Screenshots go to test-results/e2e/ (languages-*.png).
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type WebSocket from "ws";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import { isRuleError, type AnyGameModule } from "../../engine/core/game-module.ts";
import { englishChecker } from "../support/english-words.ts";
import { OUT, pagePool, painted, SHORT_DECK } from "./helpers.ts";
import { claimSeats, createMatch, SeatSocket } from "./seat-socket.ts";

const base = inject("baseUrl");
const pool = pagePool();
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close(1000);
  await pool.closeAll();
});

const LANGS = [
  { lang: "es", locale: "es-ES" },
  { lang: "pl", locale: "pl-PL" },
] as const;
const NAMES = ["Ana", "Bo"];

/** The highest match version a page's socket has received. */
function trackVersion(page: Page): () => number {
  let v = -1;
  page.on("websocket", (ws) =>
    ws.on("framereceived", ({ payload }) => {
      try {
        const f = JSON.parse(String(payload)) as { t?: string; v?: number; version?: number };
        v = Math.max(v, f.t === "welcome" ? (f.version ?? -1) : (f.v ?? -1));
      } catch {
        // not JSON
      }
    }),
  );
  return () => v;
}

/** Everything the page shows to read or hear: its text, and every aria-label, title and alt. */
const readable = async (p: Page) =>
  [
    await p.locator("body").innerText(),
    ...(await p
      .locator("[aria-label],[title],[alt]")
      .evaluateAll((els) => els.map((e) => ["aria-label", "title", "alt"].map((a) => e.getAttribute(a) ?? "").join(" ")))),
  ].join("\n");

/**
 * Opens the seats' pages in `locale`, each with its token in the fragment, and waits until each page's socket is
 * open (the app's own readiness, not the "load" event, which a busy shared machine once kept past the timeout);
 * returns them with their version trackers.
 */
async function seatPages(id: string, tokens: string[], locale: string, tag: string) {
  const pages = await Promise.all(
    tokens.map((_, i) => pool.open(`${tag}-${i}`, i ? { width: 390, height: 844 } : undefined, i > 0, locale)),
  );
  const versions = pages.map(trackVersion);
  for (const [i, p] of pages.entries()) {
    await p.goto(`${base}/m/${id}#token=${tokens[i]}`, { waitUntil: "domcontentloaded", timeout: 30_000 });
    await p.locator("[data-testid=connection].open").waitFor({ timeout: 30_000 });
  }
  return { pages, versions };
}

/** Waits until every page holds `version`, then until each has drawn a frame since. */
async function caughtUp(pages: Page[], versions: (() => number)[], version: number) {
  await expect.poll(() => Math.min(...versions.map((v) => v())), { timeout: 10_000 }).toBeGreaterThanOrEqual(version);
  await Promise.all(pages.map(painted));
}

describe.each(LANGS)("in $lang", ({ lang, locale }) => {
  test("a New Frontiers match for three rounds: log, prompts, action tiles and powers hold no English", async () => {
    const englishIn = await englishChecker(lang, NAMES);
    const id = await createMatch(base, {
      game: "newfrontiers",
      players: 2,
      options: { setup: "firstGame", goals: false, order: [0, 1], mats: [1, 2] },
    });
    const tokens = await claimSeats(base, id, NAMES);
    const { pages, versions } = await seatPages(id, tokens, locale, `nf-${lang}`);
    const url = `${base.replace(/^http/, "ws")}/api/matches/${id}/ws`;
    const seats = await Promise.all(tokens.map((t) => SeatSocket.open(url, t, sockets)));
    const found = new Set<string>();
    let n = 0;
    for (;;) {
      const view = seats[0]!.view as { round: number; finished: boolean; pending: { seat: number } | null };
      if (view.finished || view.round > 3 || !view.pending) break;
      const seat = seats[view.pending.seat]!;
      const choices = (seat.view as { choices: unknown[] }).choices;
      expect(choices.length).toBeGreaterThan(0);
      const v = await seat.act(`nf-${n}`, seat.version, choices[(n * 7 + 3) % choices.length]);
      await Promise.all(seats.map((s) => s.next((f) => Number(f.v) === v, `version ${v}`)));
      n++;
      await caughtUp(pages, versions, v);
      for (const p of pages) for (const w of englishIn(await readable(p))) found.add(w);
    }
    expect(n).toBeGreaterThan(10);
    // Tile details: every development in the supply and every tile of the first empire.
    const a = pages[0]!;
    const tiles = a.locator(".nf-supply .nf-tile, [data-testid=empire-0] .nf-tile");
    const count = Math.min(await tiles.count(), 12);
    for (let i = 0; i < count; i++) {
      await tiles.nth(i).click();
      const detail = a.locator("[data-testid=tile-detail]");
      await detail.waitFor();
      for (const w of englishIn(await readable(a))) found.add(w);
      await a.keyboard.press("Escape");
      await detail.waitFor({ state: "detached" });
    }
    await a.screenshot({ path: join(OUT, `languages-nf-${lang}.png`) });
    expect([...found]).toEqual([]);
  });

  /** Plays a board game to its end from a local replica of the server's game (forced deck and dice). */
  async function playBoard(
    game: AnyGameModule,
    options: Record<string, unknown>,
    forced: { deck: string[]; dice?: number[] },
    pick: (legal: { type: string }[]) => { type: string },
  ) {
    const englishIn = await englishChecker(lang, NAMES);
    const id = await createMatch(base, { game: game.id, players: 2, options, ...forced });
    const tokens = await claimSeats(base, id, NAMES);
    const { pages, versions } = await seatPages(id, tokens, locale, `${game.id}-${lang}`);
    const url = `${base.replace(/^http/, "ws")}/api/matches/${id}/ws`;
    const seats = await Promise.all(tokens.map((t) => SeatSocket.open(url, t, sockets)));
    const first = (seats[0]!.view as { toAct: number[] }).toAct[0]!;
    const opts = game.parseOptions({ ...options, firstSeat: first });
    if (isRuleError(opts)) throw new Error(opts.message);
    let s = game.setup(2, opts, "languages-e2e", forced);
    if (isRuleError(s)) throw new Error(s.message);
    const found = new Set<string>();
    let n = 0;
    while (!game.result(s).finished) {
      const seat = game.toAct(s)[0]!;
      const action = pick(game.legalActions(s, seat));
      const v = await seats[seat]!.act(`b-${n++}`, seats[seat]!.version, action);
      const r = game.apply(s, seat, action);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
      await caughtUp(pages, versions, v);
      for (const p of pages) for (const w of englishIn(await readable(p))) found.add(w);
    }
    await pages[0]!.locator("[data-testid=end-screen]").waitFor();
    for (const p of pages) for (const w of englishIn(await readable(p))) found.add(w);
    await pages[0]!.screenshot({ path: join(OUT, `languages-${game.id}-${lang}.png`) });
    return { found: [...found], result: game.result(s) };
  }

  test("a Carcassonne match to its end: the log and the end screen hold no English", async () => {
    const { found, result } = await playBoard(
      carcassonne,
      { farmers: true },
      { deck: SHORT_DECK },
      (legal) => legal.find((a) => a.type === "meeple") ?? legal[0]!,
    );
    expect(result.items.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  test("a Star Wars match with a planet attack and a battle: the log and the battle hold no English", async () => {
    const { found, result } = await playBoard(
      starWars,
      {},
      { deck: ["sw-32", "sw-22", "sw-02"], dice: [5, 3, 5, 2, 6, 4] },
      (legal) =>
        legal.find((a) => a.type === "planet" && "big" in a && a.big) ??
        legal.find((a) => a.type === "meeple" && "feature" in a && a.feature === "c1") ??
        legal[0]!,
    );
    expect(result.items.some((i) => i.reason === "battleTie" || i.reason === "battleLoss")).toBe(true);
    expect(found).toEqual([]);
  });
});

test("no page errors", () => {
  expect(pool.errors).toEqual([]);
});
