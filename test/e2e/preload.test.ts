/**
 * A match page fetches its game's code with the app's own (contract/preload.ts): for each game, every script
 * the page loads before its first board is named by the page itself (index.html's script and modulepreloads, and
 * the Worker's modulepreloads for the match's game), so no chunk waits for the app to learn the game. The page
 * reads its summary from the page (no GET /api/matches/:id before the board) and has opened its socket. The first
 * board is drawn from the spectator view the page carries, before the socket is welcomed, read-only; the welcome
 * then brings the seat's own view.
 */
import { afterAll, describe, expect, inject, test } from "vitest";
import type { WebSocketRoute } from "playwright-core";
import { referencedScripts } from "../bench/client-bench.ts";
import { pagePool } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

/** The app's own first board (not the Worker's picture of it, worker/board-preview.ts: that svg has no role). */
const APP_TILE = "svg.board[role=application] .tile";
const FIRST_BOARD: Record<string, string> = { carcassonne: APP_TILE, starwars: APP_TILE, newfrontiers: "[data-testid=nf-board]" };

describe("match pages preload their game's code", () => {
  for (const [game, selector] of Object.entries(FIRST_BOARD)) {
    test(game, async () => {
      const r = await fetch(`${base}/api/matches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game, players: 2 }),
      });
      expect(r.status).toBe(201);
      const { id } = (await r.json()) as { id: string };
      const page = await pool.open(game);
      // The time the first board element appears, by the page's own clock (an init script runs before the app).
      await page.addInitScript(`new MutationObserver((_, o) => {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        window.boardAt = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true });`);
      const nav = await page.goto(`${base}/m/${id}`);
      const named = new Set(referencedScripts(await nav!.text()));
      await page.locator(selector).first().waitFor({ state: "visible" });
      const before = await page.evaluate<string[]>(
        `performance.getEntriesByType("resource").filter((e) => e.startTime < window.boardAt).map((e) => new URL(e.name).pathname)`,
      );
      const scripts = before.filter((p) => p.endsWith(".js"));
      expect(scripts.length).toBeGreaterThanOrEqual(2); // the app's chunk and the game's (client-chunks.ts)
      expect(
        scripts.filter((p) => !named.has(p)),
        `named by the page: ${[...named].join(" ")}; loaded: ${scripts.join(" ")}`,
      ).toEqual([]);
      expect([...named].filter((p) => /\/(board|newfrontiers)-/.test(p))).toHaveLength(1);
      // the page's later parts (chat, clocks, share panel: pages/match-extras.ts) are fetched after the board
      expect(scripts.filter((p) => /match-extras/.test(p))).toEqual([]);
      await expect
        .poll(() => page.evaluate<number>(`performance.getEntriesByType("resource").filter((e) => e.name.includes("match-extras")).length`))
        .toBe(1);
      expect(before.filter((p) => p === `/api/matches/${id}`)).toEqual([]);
      expect(pool.errors).toEqual([]);
    });
  }
});

describe("the first board comes with the page", () => {
  test("a seat's page draws the page's view before the welcome, read-only; the welcome brings the seat's own view", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const { id } = (await (
      await post("/api/matches", { game: "carcassonne", players: 2, options: { firstSeat: 0, handOfThree: true } })
    ).json()) as { id: string };
    const { token } = (await (await post(`/api/matches/${id}/seats`, { seat: 0, name: "Ana" })).json()) as { token: string };
    await post(`/api/matches/${id}/seats`, { seat: 1, name: "Bo" }); // every seat taken: the board, not the invitation
    const page = await pool.open("first view");
    // The server's frames are held back until released: nothing of the welcome reaches the page meanwhile.
    const held: { page: WebSocketRoute; frames: (string | Buffer)[] }[] = [];
    let release = false;
    await page.routeWebSocket(/\/api\/matches\/[a-z0-9]+\/ws/, (ws) => {
      const server = ws.connectToServer();
      const h = { page: ws, frames: [] as (string | Buffer)[] };
      held.push(h);
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => (release ? ws.send(m) : h.frames.push(m)));
    });
    await page.goto(`${base}/m/${id}#token=${token}`);
    await page.locator(APP_TILE).first().waitFor({ state: "visible" });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await page.locator("[data-testid=connection].open").count()).toBe(0);
    // every control group (the game's board and side, the chat) is disabled until the welcome
    expect(await page.locator("fieldset.controls").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator("fieldset.controls:disabled").count()).toBe(await page.locator("fieldset.controls").count());
    expect(await page.locator(".legal-cell").count()).toBe(0); // a spectator's view: not this seat's turn to play yet
    release = true;
    for (const h of held) for (const f of h.frames.splice(0)) h.page.send(f);
    await page.locator("[data-testid=connection].open").waitFor();
    await page.locator(".legal-cell").first().waitFor(); // the seat's own view: its turn, its legal cells
    expect(await page.locator("fieldset.controls:disabled").count()).toBe(0);
    expect(pool.errors).toEqual([]);
  });

  test("a Carcassonne page carries a picture of its board: drawn before any script runs, gone once the app draws its own", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const { id } = (await (await post("/api/matches", { game: "carcassonne", players: 2 })).json()) as { id: string };
    // scripts refused: what the page shows is the Worker's picture alone, the start tile where the board puts it
    const still = await pool.open("no scripts");
    await still.route(/\.js$/, (r) => r.abort());
    await still.goto(`${base}/m/${id}`);
    const picture = still.locator("#board-preview");
    await picture.locator(".board .tile[data-tile=base-D]").waitFor({ state: "visible" });
    expect(await picture.getAttribute("aria-hidden")).toBe("true");
    expect(await still.locator(".board .tile").count()).toBe(1);
    const pictured = (await still.locator(".board .tile rect").first().boundingBox())!;
    // with scripts: the app's board replaces it, and its start tile is drawn at the same place and size
    const live = await pool.open("scripts");
    await live.goto(`${base}/m/${id}`);
    await live.locator(APP_TILE).first().waitFor({ state: "visible" });
    expect(await live.locator("#board-preview").count()).toBe(0);
    expect(await live.locator(".board").count()).toBe(1);
    const drawn = (await live.locator(".board .tile rect").first().boundingBox())!;
    expect(Math.abs(drawn.x - pictured.x)).toBeLessThan(2);
    expect(Math.abs(drawn.width - pictured.width)).toBeLessThan(2);
    const other = (await (await post("/api/matches", { game: "starwars", players: 2 })).json()) as { id: string };
    expect(await (await fetch(`${base}/m/${other.id}`)).text()).not.toContain("board-preview");
    expect(pool.errors.filter((e) => !e.startsWith("no scripts"))).toEqual([]);
  });
});
