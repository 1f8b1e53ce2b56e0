/**
 * Chat and turn alerts in real chromium (issue 16): two players in separate browsers (a desktop and a 390-px phone)
 * and a spectator. The tab title says "Your turn" exactly while the page's seat must act, and gives it up when the
 * turn passes; a chat line typed by one player reaches the other and the spectator as text (markup shown as typed),
 * the spectator cannot write; a muted player's lines are hidden until unmuted; and a page opened later (a reload)
 * gets the chat kept by the match.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
let a: Page, b: Page, c: Page;
let id = "";

beforeAll(async () => {
  [a, b, c] = await Promise.all([pool.open("A"), pool.open("B", { width: 390, height: 844 }, true), pool.open("C")]);
  id = await createAndSeat(base, { game: "carcassonne", players: 2, options: { farmers: true, firstSeat: 0 }, deck: SHORT_DECK }, [a, b], ["Ana", "Bo"]);
  await c.goto(`${base}/m/${id}`);
});

afterAll(async () => {
  await pool.closeAll();
});

describe("turn alerts", () => {
  test("the title says 'Your turn' on the seat to act, and moves with the turn", async () => {
    for (const p of [a, b, c]) await expect.poll(() => p.locator("[data-testid=connection]").textContent()).toContain("Connected");
    await expect.poll(() => a.title()).toMatch(/^● Your turn — /);
    expect(await b.title()).not.toContain("Your turn");
    expect(await c.title()).not.toContain("Your turn");
    expect(await a.locator("link[rel~=icon]").getAttribute("href")).toBe("/favicon-turn.svg");
    // A places its tile and skips the meeple: the turn, and the title, go to B
    await (await clickable(a.locator(".board .legal-cell"))).click();
    await a.locator(".board .ghost").waitFor();
    await a.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => promptOf(a)).toContain("meeple");
    await a.getByRole("button", { name: "Skip" }).click();
    await expect.poll(() => b.title()).toMatch(/^● Your turn — /);
    await expect.poll(() => a.title()).not.toContain("Your turn");
    expect(await a.locator("link[rel~=icon]").getAttribute("href")).toBe("/favicon.ico");
  });
});

describe("chat", () => {
  test("a line reaches the other player and the spectator as text; the spectator cannot write", async () => {
    await a.locator("[data-testid=chat-input]").fill("good luck <b>Bo</b>!");
    await a.getByRole("button", { name: "Send" }).click();
    for (const p of [a, b, c]) await expect.poll(() => p.locator("[data-testid=chat-lines]").textContent()).toContain("Ana good luck <b>Bo</b>!");
    expect(await b.locator("[data-testid=chat-lines] b").allTextContents()).toEqual(["Ana"]); // the markup stayed text
    expect(await c.locator("[data-testid=chat-input]").count()).toBe(0);
    await b.locator("[data-testid=chat-input]").fill("thanks, you too");
    await b.locator("[data-testid=chat-input]").press("Enter");
    await expect.poll(() => a.locator("[data-testid=chat-lines]").textContent()).toContain("Bo thanks, you too");
    await b.screenshot({ path: join(OUT, "chat-phone.png"), fullPage: true });
  });

  test("muting a player hides their lines until unmuted; a reload gets the kept chat", async () => {
    await b.getByRole("button", { name: "Mute Ana" }).click();
    await expect.poll(() => b.locator("[data-testid=chat-lines]").textContent()).not.toContain("good luck");
    await b.getByRole("button", { name: "Unmute Ana" }).click();
    await expect.poll(() => b.locator("[data-testid=chat-lines]").textContent()).toContain("good luck");
    await c.reload();
    await expect.poll(() => c.locator("[data-testid=chat-lines]").textContent()).toContain("thanks, you too");
    expect(await c.locator("[data-testid=chat-lines] li").count()).toBe(2);
  });
});
