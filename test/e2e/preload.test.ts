/**
 * A match page fetches its game's code with the app's own (worker/game-preload.ts): for each game, every script
 * the page loads before its first board is named by the page itself (index.html's script and modulepreloads, and
 * the Worker's modulepreloads for the match's game), so no chunk waits for the app to learn the game. The page
 * reads its summary from the page (no GET /api/matches/:id before the board) and has opened its socket.
 */
import { afterAll, describe, expect, inject, test } from "vitest";
import { referencedScripts } from "../bench/client-bench.ts";
import { pagePool } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

const FIRST_BOARD: Record<string, string> = { carcassonne: ".board .tile", starwars: ".board .tile", newfrontiers: "[data-testid=nf-board]" };

describe("match pages preload their game's code", () => {
  for (const [game, selector] of Object.entries(FIRST_BOARD)) {
    test(game, async () => {
      const r = await fetch(`${base}/api/matches`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game, players: 2 }) });
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
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((p) => !named.has(p)), `named by the page: ${[...named].join(" ")}`).toEqual([]);
      expect([...named].filter((p) => /board-ui|nf-ui/.test(p))).toHaveLength(1);
      expect(before.filter((p) => p === `/api/matches/${id}`)).toEqual([]);
      expect(pool.errors).toEqual([]);
    });
  }
});
