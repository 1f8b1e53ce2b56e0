/**
 * The front door in real chromium, on a 1366×850 desktop and a 390×844 phone: the home page shows a card per game
 * with *Play now against bots* above the fold, and a game's match options only once its card is chosen; after
 * *Create match* and taking a seat, the invitation (link, copy, QR code, seats free) fills the main area within the
 * viewport without scrolling; a friend opening the link reads the match's own tab title, and takes a seat (the count
 * goes down for the host); *Fill the empty seats with bots* seats bots in the rest and the board takes the main area
 * back. The home page and the invitation pass axe and the 32-px tap targets in both themes. Screenshots go to
 * test-results/e2e/front-door-*.png.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { MatchSummary } from "../../contract/protocol.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { smallTargets } from "./tap-targets.ts";
import { chooseGame, OUT, pagePool, takeSeat } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(async () => {
  await pool.closeAll();
});

const VIEWPORTS = [
  ["desktop", { width: 1366, height: 850 }, false],
  ["phone", { width: 390, height: 844 }, true],
] as const;
const GAMES = ["carcassonne", "starwars", "newfrontiers"];

/** Whether `selector`'s box lies wholly inside the page's viewport as it is now (no scrolling). */
async function inViewport(p: Page, selector: string): Promise<boolean> {
  const box = await p.locator(selector).boundingBox();
  const size = p.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** Axe and the tap targets in the light and the dark theme. */
async function accessible(p: Page, label: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await p.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(p, `${label} (${colorScheme})`);
    expect.soft(await smallTargets(p), `small targets on ${label} (${colorScheme})`).toEqual([]);
  }
  await p.emulateMedia({ colorScheme: "light" });
}

describe("the home page invites play", () => {
  for (const [name, viewport, mobile] of VIEWPORTS)
    test(`${name}: a card per game, Play now above the fold, the options behind the chosen card`, async () => {
      const p = await pool.open(`home ${name}`, viewport, mobile);
      await p.goto(`${base}/`);
      for (const g of GAMES) await p.locator(`[data-testid=game-card-${g}]`).waitFor();
      expect(await p.locator(".game-card").count()).toBe(GAMES.length);
      expect(await p.locator(".game-card h2").allTextContents()).toEqual(["Carcassonne", "Carcassonne Star Wars", "New Frontiers"]);
      // Each card has its board's picture, its player count and a pitch.
      for (const g of GAMES) {
        const card = p.locator(`[data-testid=game-card-${g}]`);
        await expect.poll(() => card.locator(".game-picture svg, .game-picture .nf-tile").count()).toBeGreaterThan(0);
        expect(await card.textContent()).toMatch(/\d–\d players/);
        expect((await card.locator(".pitch").textContent())?.length).toBeGreaterThan(20);
      }
      expect(await inViewport(p, "[data-testid=play-bots-carcassonne]")).toBe(true);
      expect(await p.evaluate<number>("window.scrollY")).toBe(0);
      await p.screenshot({ path: join(OUT, `front-door-home-${name}.png`) });
      // No options until a card is chosen; then they open under it, and close again.
      expect(await p.locator("[data-testid=create]").count()).toBe(0);
      const choose = p.locator("[data-testid=choose-starwars]");
      expect(await choose.getAttribute("aria-expanded")).toBe("false");
      await chooseGame(p, "starwars");
      expect(await choose.getAttribute("aria-expanded")).toBe("true");
      expect(await p.locator("[data-testid=players] option").allTextContents()).toEqual(["2", "3", "4", "5"]);
      expect(await p.locator("[data-testid=game-card-starwars]").getAttribute("class")).toContain("chosen");
      await accessible(p, `the home page with options (${name})`);
      await p.screenshot({ path: join(OUT, `front-door-home-options-${name}.png`), fullPage: true });
      await choose.click();
      await p.locator("[data-testid=create]").waitFor({ state: "detached" });
      expect(pool.errors).toEqual([]);
    });
});

describe("sharing comes first", () => {
  for (const [name, viewport, mobile] of VIEWPORTS)
    test(`${name}: after Create match and a seat, the invitation is in view; a friend joins; bots fill the rest`, async () => {
      const host = await pool.open(`host ${name}`, viewport, mobile);
      await host.goto(`${base}/`);
      await chooseGame(host, "carcassonne");
      await host.locator("[data-testid=players]").selectOption("4");
      await host.click("[data-testid=create]");
      await host.waitForURL(/\/m\/[^/]+$/);
      const id = new URL(host.url()).pathname.split("/").pop()!;
      await takeSeat(host, 0, "Ana");
      const invite = host.locator("[data-testid=invite]");
      await invite.waitFor();
      await host.locator("[data-testid=invite-qr] svg").waitFor();
      for (const part of ["[data-testid=invite-link]", "[data-testid=invite-copy]", "[data-testid=invite-qr]", "[data-testid=seats-free]"])
        expect(await inViewport(host, part), part).toBe(true);
      expect(await host.locator("[data-testid=invite-link]").inputValue()).toBe(`${base}/m/${id}`);
      await expect.poll(() => host.locator("[data-testid=seats-free]").textContent()).toBe("3 of 4 seats free");
      // One way to share at a time: the side panel's share block is not there meanwhile, and the board is hidden.
      expect(await host.locator(".side .share").count()).toBe(0);
      expect(await host.locator("svg.board[role=application]").isVisible()).toBe(false);
      // A Share button only where the browser has a share sheet.
      const sheet = await host.evaluate<boolean>("typeof navigator.share === 'function'");
      expect(await host.locator("[data-testid=invite-share]").count()).toBe(sheet ? 1 : 0);
      expect(await host.title()).toMatch(/Carcassonne · Meeplehall$/);
      await accessible(host, `the invitation (${name})`);
      await host.screenshot({ path: join(OUT, `front-door-invite-${name}.png`) });

      // A friend opens the link: the tab names the match, not the link preview's invitation.
      const friend = await pool.open(`friend ${name}`, viewport, mobile);
      await friend.goto(`${base}/m/${id}`);
      expect(await friend.title()).toBe("Carcassonne · Meeplehall");
      await takeSeat(friend, 1, "Bo");
      await expect.poll(() => host.locator("[data-testid=seats-free]").textContent()).toBe("2 of 4 seats free");
      expect(await friend.title()).toMatch(/Carcassonne · Meeplehall$/);
      await friend.locator("[data-testid=invite]").waitFor();

      // The host has bots take the other seats: the invitation goes, the board comes, for both.
      await host.click("[data-testid=fill-bots]");
      for (const p of [host, friend]) {
        await invite.waitFor({ state: "detached" });
        await p.locator("svg.board[role=application]").waitFor({ state: "visible" });
        await p.locator(".side .share").waitFor();
      }
      const summary = (await (await fetch(`${base}/api/matches/${id}`)).json()) as MatchSummary;
      expect(summary.seats.map((s) => s.bot ?? null)).toEqual([null, null, "medium", "medium"]);
      expect(pool.errors).toEqual([]);
    });
});
