/**
 * Bots in real chromium: on the test server, a player opens the lobby with a short forced deck, clicks
 * "Play now against bots" once and lands on the board in seat 0 against a bot of the default level; they play only
 * their own turns by clicking the board (no meeples: Skip), the bot's turns arrive by themselves after its pause,
 * and the game ends. The seat list shows the bot by its seat's name and level, the log marks the records the bot's
 * moves wrote (not the final scoring and "game over" its last move appended), and the match finishes; the person
 * who typed no name is named after their colour. The name field beside the button asks the name once: it is
 * remembered and prefilled next time. "Play for me" hands the person's seat to a bot (its records marked) until they
 * take it back; a bot that plays it to the end leaves no "a bot plays" behind.
 * A player sets a seat to a hard bot in the lobby: the match is made with it, and the seat picker shows that seat
 * taken by "Clara (hard bot)".
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { MatchSummary } from "../../contract/protocol.ts";
import { chooseGame, answered, clickable, OUT, pagePool, promptOf, SHORT_DECK, sleep } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();

afterAll(async () => {
  await pool.closeAll();
});

/** Opens the lobby with the short forced deck (`beforePlay` may look at it, type a name), clicks "Play now against
 *  bots", waits for the board; the match id. */
async function playNowAgainstBots(page: Page, shot?: string, beforePlay?: () => Promise<void>): Promise<string> {
  await page.goto(`${base}/?testDeck=${SHORT_DECK.join(",")}`);
  await page.locator("[data-testid=play-bots-carcassonne]").waitFor();
  if (shot) await page.screenshot({ path: join(OUT, shot) });
  await beforePlay?.();
  await page.locator("[data-testid=play-bots-carcassonne]").click();
  await page.waitForURL(/\/m\/[^/]+$/);
  await expect.poll(() => page.locator("[data-testid=connection]").textContent()).toContain("Connected");
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Plays the person's own turns by clicking (no meeples: Skip) until the end screen; what it did and saw. */
async function playOwnTurns(page: Page): Promise<{ placements: number; skips: number; botTurnsSeen: number }> {
  let placements = 0,
    skips = 0,
    botTurnsSeen = 0;
  const deadline = Date.now() + 120_000;
  while ((await page.locator("[data-testid=end-screen]").count()) === 0) {
    if (Date.now() > deadline) throw new Error(`game did not finish; prompt: ${await promptOf(page)}`);
    const prompt = await promptOf(page);
    if (!prompt.startsWith("Your turn")) {
      if (prompt.startsWith("Waiting for Bruno (medium bot)")) botTurnsSeen++;
      await sleep(100);
      continue;
    }
    if (prompt.includes("Place the tile")) {
      await (await clickable(page.locator(".board .legal-cell"), placements)).click();
      await page.locator(".board .ghost").waitFor();
      await page.getByRole("button", { name: "Confirm" }).click();
      placements++;
    } else if (prompt.includes("meeple")) {
      await page.getByRole("button", { name: "Skip" }).click();
      skips++;
    } else throw new Error(`unexpected prompt "${prompt}"`);
    await answered(page, prompt);
  }
  return { placements, skips, botTurnsSeen };
}

describe("Play now against bots", () => {
  test("one click opens a match against a bot; the person plays their own turns to the end", async () => {
    const page = await pool.open("A");
    const matchId = await playNowAgainstBots(page, "bots-lobby.png");
    // seated at once (no seat picker), the bot named by its seat and level in the player list
    expect(await page.locator("[data-testid=claim-0]").count()).toBe(0);
    await expect.poll(() => page.locator(".players").textContent()).toContain("Bruno (medium bot)");
    expect(await page.locator("[data-testid=presence-1]").getAttribute("data-bot")).toBe("medium");
    expect(await page.locator("[data-testid=play-for-me]").count()).toBe(1);

    const { placements, skips, botTurnsSeen } = await playOwnTurns(page);
    // the deck is split between the two seats: the person placed their half, the bot the other
    expect(placements).toBe(SHORT_DECK.length / 2);
    expect(botTurnsSeen).toBeGreaterThan(0);
    const tilesPlaced = await page.locator(".log li[data-key=tilePlaced]").allTextContents();
    expect(tilesPlaced.length).toBe(SHORT_DECK.length);
    expect(tilesPlaced.filter((l) => l.startsWith("Bruno (medium bot)")).every((l) => l.endsWith("bot"))).toBe(true);
    expect(await page.locator(".log li[data-key=tilePlaced] [data-testid=bot-mark]").count()).toBe(SHORT_DECK.length / 2);
    expect(skips).toBeGreaterThan(0);
    // the bot placed the last tile, so its last move appended the final scoring: that is nobody's move
    expect(await page.locator(".log li[data-key=gameOver]").count()).toBe(1);
    expect(await page.locator(".log li[data-key=gameOver] [data-testid=bot-mark]").count()).toBe(0);
    const summary = (await (await fetch(`${base}/api/matches/${matchId}`)).json()) as MatchSummary;
    expect(summary.status).toBe("finished");
    expect(summary.seats.map((s) => [s.name, s.bot ?? null])).toEqual([
      ["Red player", null],
      ["Bruno (medium bot)", "medium"],
    ]);
    // The bot's row on the end screen reads as everywhere else (no capitalised level), as rendered.
    expect(await page.locator("[data-testid=end-screen] tbody th").allInnerTexts()).toContain("Bruno (medium bot)");
    await page.screenshot({ path: join(OUT, "bots-end.png") });
    expect(pool.errors).toEqual([]);
  });

  test("Play for me: a bot plays the person's seat (its log records marked) until they take it back and finish", async () => {
    const page = await pool.open("C");
    await playNowAgainstBots(page);
    await page.locator("[data-testid=play-for-me]").click();
    await page.locator("[data-testid=stand-in-0]").waitFor();
    const mine = page.locator(".log li[data-key=tilePlaced]", { hasText: /^Red player / });
    await expect.poll(() => mine.locator("[data-testid=bot-mark]").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.locator("[data-testid=take-back]").click();
    await page.locator("[data-testid=stand-in-0]").waitFor({ state: "detached" });
    const { placements } = await playOwnTurns(page);
    // seat 0's three tiles: those the bot placed for the person (marked) and those the person placed (not marked)
    const marked = await mine.locator("[data-testid=bot-mark]").count();
    expect(marked).toBeGreaterThan(0);
    expect(marked + placements).toBe(SHORT_DECK.length / 2);
    expect(await mine.count()).toBe(SHORT_DECK.length / 2);
    expect(pool.errors).toEqual([]);
  });

  test("Play for me to the end: once the game is over, the seat no longer says a bot plays it", async () => {
    const page = await pool.open("D");
    await playNowAgainstBots(page);
    await page.locator("[data-testid=play-for-me]").click();
    await page.locator("[data-testid=stand-in-0]").waitFor();
    await page.locator("[data-testid=end-screen]").waitFor({ timeout: 60_000 });
    await page.locator("[data-testid=stand-in-0]").waitFor({ state: "detached" });
    expect(await page.locator("[data-testid=presence-0]").count()).toBe(1); // the seat's presence stays
    expect(pool.errors).toEqual([]);
  });

  test("the lobby sets a seat to a bot of a chosen level; the match page offers the free seat and shows the bot", async () => {
    const page = await pool.open("B");
    await page.goto(`${base}/`);
    await chooseGame(page, "carcassonne");
    await page.locator("[data-testid=players]").selectOption("3");
    await page.locator("[data-testid=seat-kind-2]").selectOption("hard");
    await page.click("[data-testid=create]");
    await page.waitForURL(/\/m\/[^/]+$/);
    const matchId = new URL(page.url()).pathname.split("/").pop()!;
    const summary = (await (await fetch(`${base}/api/matches/${matchId}`)).json()) as MatchSummary;
    expect(summary.seats.map((s) => s.bot ?? null)).toEqual([null, null, "hard"]);
    // the picker offers the two people's seats; the bot's is taken, named by its level
    await page.locator("[data-testid=claim-0]").waitFor();
    expect(await page.locator("[data-testid=claim-2]").count()).toBe(0);
    expect(await page.locator(".seat-picker .taken").textContent()).toBe("Clara (hard bot)");
    expect(pool.errors).toEqual([]);
  });

  test("asks the player's name once: typed before the first match, remembered and prefilled for the next", async () => {
    const page = await pool.open("D");
    const field = page.locator("[data-testid=bots-name]");
    const first = await playNowAgainstBots(page, undefined, async () => {
      expect(await field.inputValue()).toBe("");
      await field.fill("Zofia");
    });
    await expect.poll(() => page.locator(".players").textContent()).toContain("Zofia");
    const seat0 = async (id: string) => ((await (await fetch(`${base}/api/matches/${id}`)).json()) as MatchSummary).seats[0]?.name;
    expect(await seat0(first)).toBe("Zofia");
    // back on the home page (a new load): the name is there already; one click plays under it
    const second = await playNowAgainstBots(page, undefined, async () => {
      await expect.poll(() => field.inputValue()).toBe("Zofia");
    });
    expect(second).not.toBe(first);
    expect(await seat0(second)).toBe("Zofia");
    expect(pool.errors).toEqual([]);
  });
});
