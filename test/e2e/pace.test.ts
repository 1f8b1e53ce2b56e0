/**
 * Chat and turn alerts in real chromium: two players in separate browsers (a desktop and a 390-px phone)
 * and a spectator. The tab title says "Your turn" exactly while the page's seat must act, and gives it up when the
 * turn passes; a chat line typed by one player reaches the other and the spectator as text (markup shown as typed),
 * the spectator cannot write; a muted player's lines are hidden until unmuted; and a page opened later (a reload)
 * gets the chat kept by the match. A match made in the lobby with a live clock shows both banks, the running one
 * ticking down, and the clock passes with the turn.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { chooseGame, clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
let a: Page, b: Page, c: Page;
let id = "";

beforeAll(async () => {
  [a, b, c] = await Promise.all([pool.open("A"), pool.open("B", { width: 390, height: 844 }, true), pool.open("C")]);
  id = await createAndSeat(
    base,
    { game: "carcassonne", players: 2, options: { farmers: true, firstSeat: 0 }, deck: SHORT_DECK },
    [a, b],
    ["Ana", "Bo"],
  );
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
    for (const p of [a, b, c])
      await expect.poll(() => p.locator("[data-testid=chat-lines]").textContent()).toContain("Ana good luck <b>Bo</b>!");
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

describe("clocks", () => {
  test("a lobby match with a live clock: the seat to act ticks down, the other waits, and the clock passes with the turn", async () => {
    await a.goto(`${base}/?testDeck=${SHORT_DECK.join(",")}`);
    await chooseGame(a, "carcassonne");
    await expect.poll(() => a.locator("[data-testid=clock] option").count()).toBe(6);
    await a.locator("[data-testid=clock]").selectOption("fast");
    await a.click("[data-testid=create]");
    await a.waitForURL(/\/m\/[^/]+$/);
    const url = a.url();
    await a.fill("[data-testid=name]", "Ana");
    await a.click("[data-testid=claim-0]");
    await b.goto(url);
    await b.fill("[data-testid=name]", "Bo");
    await b.click("[data-testid=claim-1]");
    const ms = async (p: Page, seat: number) => Number(await p.locator(`[data-testid=clock-${seat}] .clock-time`).getAttribute("data-ms"));
    // the first seat is drawn: whichever it is, its clock runs and the other's waits at the full 5:00
    const running = async (seat: number) =>
      ((await b.locator(`[data-testid=clock-${seat}]`).getAttribute("class")) ?? "").includes("running");
    await expect.poll(async () => (await running(0)) !== (await running(1))).toBe(true);
    const first = (await running(0)) ? 0 : 1,
      other = 1 - first;
    const start = await ms(b, first);
    expect(start).toBeLessThanOrEqual(300_000);
    await expect.poll(() => ms(b, first), { timeout: 5_000 }).toBeLessThan(start - 900);
    expect(await ms(b, other)).toBe(300_000);
    expect(await b.locator(`[data-testid=clock-${other}] .clock-time`).textContent()).toBe("5:00");
    const mover = first === 0 ? a : b;
    await (await clickable(mover.locator(".board .legal-cell"))).click();
    await mover.locator(".board .ghost").waitFor();
    await mover.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => promptOf(mover)).toContain("meeple");
    await mover.getByRole("button", { name: "Skip" }).click();
    await expect.poll(() => running(other)).toBe(true);
    expect(await running(first)).toBe(false);
    expect(await ms(b, first)).toBeGreaterThan(300_000 - 60_000); // the turn's seconds spent, the increment gained
    await b.screenshot({ path: join(OUT, "clocks-phone.png") });
  });
});
