/**
 * "How to play" in real chromium: from the lobby's list a guide opens on its own page (/learn/:game) at
 * desktop size and on a 390-px phone, and pages through every screen with the game's own pieces drawn; from a match
 * page (Carcassonne on a desktop, Star Wars on a phone, New Frontiers on a desktop) the "How to play" button opens
 * the same guide as a dialog over the running match: focus moves in and stays in, the arrow keys and buttons page,
 * Esc closes it and gives focus back to the button, and the match is still there. Also the New Frontiers labels
 * (powers on the tile cards, counters' tooltips) and the hand of three shown as text. Screenshots:
 * test-results/e2e/learn-*.png.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { createAndSeat, OUT, pagePool, SHORT_DECK } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

const step = (p: Page) => p.locator("[data-testid=howto-step]").textContent();
const focusInDialog = (p: Page) => p.evaluate<boolean>("!!document.activeElement?.closest('[data-testid=howto-dialog]')");

/** Pages from the first screen to the last with Next, checking "n of m" and that each screen's art is drawn. */
async function pageThrough(p: Page, screens: number, art: string, shot?: (n: number) => string | null) {
  for (let n = 1; n <= screens; n++) {
    await expect.poll(() => step(p)).toBe(`${n} of ${screens}`);
    await expect.poll(() => p.locator(`.learn-art ${art}`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const name = shot?.(n);
    if (name) await p.screenshot({ path: join(OUT, name), fullPage: true });
    if (n < screens) await p.click("[data-testid=howto-next]");
  }
  expect(await p.locator("[data-testid=howto-next]").count()).toBe(0);
}

describe("How to play from the lobby", () => {
  test("desktop: the lobby links every game's guide; Carcassonne's pages through 8 screens (its expansions' included) and leads back", async () => {
    const p = await pool.open("desk", { width: 1280, height: 860 });
    await p.goto(`${base}/`);
    await p.locator("[data-testid=learn-newfrontiers]").waitFor();
    expect(await p.locator(".game-card h2").allTextContents()).toEqual(["Carcassonne", "Carcassonne Star Wars", "New Frontiers"]);
    await p.screenshot({ path: join(OUT, "learn-lobby.png"), fullPage: true });
    await p.click("[data-testid=learn-carcassonne]");
    await p.waitForURL(/\/learn\/carcassonne$/);
    expect(await p.locator(".howto h2").textContent()).toBe("How to play Carcassonne");
    await pageThrough(p, 8, "svg", (n) => (n === 1 || n === 6 || n === 7 ? `learn-carcassonne-${n}.png` : null));
    expect(await p.locator(".learn-art .meeple").count()).toBeGreaterThan(0);
    await p.click("[data-testid=howto-prev]");
    await expect.poll(() => step(p)).toBe("7 of 8");
    await p.click("[data-testid=learn-back]");
    await p.waitForURL(`${base}/`);
  });

  test("every screen of every guide draws its illustration (element screenshots learn-art-<game>-<n>.png)", async () => {
    const p = await pool.open("art", { width: 900, height: 900 });
    for (const [game, screens] of [
      ["carcassonne", 8],
      ["starwars", 6],
      ["newfrontiers", 5],
    ] as const) {
      await p.goto(`${base}/learn/${game}`);
      for (let n = 1; n <= screens; n++) {
        await expect.poll(() => step(p)).toBe(`${n} of ${screens}`);
        await expect.poll(() => p.locator(".learn-art > *").count(), { timeout: 10_000 }).toBeGreaterThan(0);
        await p.locator(".learn-art").screenshot({ path: join(OUT, `learn-art-${game}-${n}.png`) });
        if (n < screens) await p.click("[data-testid=howto-next]");
      }
    }
  });

  test("phone (390 px): New Frontiers' guide, its own tile cards in the art, in Polish too", async () => {
    const p = await pool.open("phone", { width: 390, height: 844 }, true);
    await p.goto(`${base}/learn/newfrontiers`);
    await pageThrough(p, 5, ".nf-tile, .nf-action", (n) => (n <= 2 ? `learn-newfrontiers-phone-${n}.png` : null));
    expect(await p.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await p.selectOption("header select", "pl");
    await expect.poll(() => p.locator(".howto h2").textContent()).toBe("Jak grać w New Frontiers");
    await expect.poll(() => p.locator(".howto-screen h3").textContent()).toBe("Koniec gry");
    await p.screenshot({ path: join(OUT, "learn-newfrontiers-phone-pl.png"), fullPage: true });
    await p.selectOption("header select", "en");
  });
});

describe("How to play from a match page, as a dialog", () => {
  test("desktop Carcassonne (hand of three): opens over the board, focus inside, arrows page, Esc closes and returns focus", async () => {
    const p = await pool.open("match-desk", { width: 1280, height: 860 });
    await createAndSeat(
      base,
      {
        game: "carcassonne",
        players: 2,
        options: { farmers: true, handOfThree: true, firstSeat: 0 },
        deck: [...SHORT_DECK, ...SHORT_DECK],
        // every seat taken, so the board (not the invitation to the free seat) fills the main area
        bots: [{ seat: 1, level: "medium" }],
      },
      [p],
      ["Ana"],
    );
    await p.locator(".board .tile").first().waitFor();
    // the hand of three is a text label with a tooltip, not an emoji
    await expect.poll(() => p.locator("[data-testid=hand-0]").textContent()).toMatch(/^\d tiles? in hand$/);
    expect(await p.locator("[data-testid=score-0]").getAttribute("title")).toBe("Points so far");
    await p.click("[data-testid=howto-open]");
    await p.locator("[data-testid=howto-dialog]").waitFor();
    await expect.poll(() => focusInDialog(p)).toBe(true);
    await expect.poll(() => step(p)).toBe("1 of 6");
    await p.keyboard.press("ArrowRight");
    await expect.poll(() => step(p)).toBe("2 of 6");
    for (let i = 0; i < 12; i++) {
      await p.keyboard.press("Tab");
      expect(await focusInDialog(p), `Tab ${i}`).toBe(true);
    }
    await p.click("[data-testid=howto-next]");
    await expect.poll(() => step(p)).toBe("3 of 6");
    await p.screenshot({ path: join(OUT, "learn-dialog-carcassonne.png") });
    await p.keyboard.press("Escape");
    await p.locator("[data-testid=howto-dialog]").waitFor({ state: "detached" });
    expect(await p.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe("howto-open");
    expect(await p.locator(".board .tile").count()).toBeGreaterThan(0);
  });

  test("phone Star Wars: the dialog fills the 390-px screen, shows the battle dice, Done and Esc close it", async () => {
    const p = await pool.open("match-phone", { width: 390, height: 844 }, true);
    await createAndSeat(base, { game: "starwars", players: 2, options: {}, bots: [{ seat: 1, level: "medium" }] }, [p], ["Bo"]);
    await p.locator(".board .tile").first().waitFor();
    await p.click("[data-testid=howto-open]");
    const box = await p.locator("[data-testid=howto-dialog]").boundingBox();
    expect(box && Math.round(box.width)).toBe(390);
    for (let n = 1; n < 4; n++) await p.click("[data-testid=howto-next]");
    await expect.poll(() => p.locator(".learn-art .die").count(), { timeout: 10_000 }).toBe(4);
    await p.screenshot({ path: join(OUT, "learn-dialog-starwars-phone.png") });
    for (let n = 4; n < 6; n++) await p.click("[data-testid=howto-next]");
    await p.click("[data-testid=howto-done]");
    await p.locator("[data-testid=howto-dialog]").waitFor({ state: "detached" });
    await p.click("[data-testid=howto-open]");
    await p.keyboard.press("Escape");
    await p.locator("[data-testid=howto-dialog]").waitFor({ state: "detached" });
  });

  test("desktop New Frontiers: the guide over the table; tile cards show their powers; counters explain themselves", async () => {
    const p = await pool.open("match-nf", { width: 1280, height: 860 });
    await createAndSeat(
      base,
      {
        game: "newfrontiers",
        players: 2,
        options: { setup: "firstGame", goals: false, order: [0, 1], mats: [1, 2] },
        bots: [{ seat: 1, level: "medium" }],
      },
      [p],
      ["Ana"],
    );
    await p.locator("[data-testid=nf-board]").waitFor();
    await expect.poll(() => p.locator("[data-testid=nf-powers-short]").count()).toBeGreaterThan(0);
    expect(await p.locator("[data-testid=vp-0]").getAttribute("title")).toMatch(/^VP chips: /);
    expect(await p.locator(".nf-track ol").getAttribute("title")).toMatch(/^Priority track/);
    // Epsilon Eridani (seat 1's home colony in this setup) has +1 military: the empire header shows it, explained
    expect(await p.locator("[data-testid=military-1]").textContent()).toBe("1");
    expect(await p.locator("[data-testid=military-1]").getAttribute("title")).toMatch(/^Military: /);
    await p.screenshot({ path: join(OUT, "learn-nf-table.png") });
    await p.click("[data-testid=howto-open]");
    await pageThrough(p, 5, ".nf-tile, .nf-action", (n) => (n === 2 ? "learn-dialog-newfrontiers.png" : null));
    await p.keyboard.press("Escape");
    await p.locator("[data-testid=howto-dialog]").waitFor({ state: "detached" });
    expect(pool.errors).toEqual([]);
  });
});
