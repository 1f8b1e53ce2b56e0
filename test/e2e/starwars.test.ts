/**
 * Carcassonne Star Wars in real chromium. A creates a 2-player match from the lobby (game info shows the
 * reconstructed data note, the team variant is only offered for 4 players) with a forced deck and forced dice
 * (test server only); both join through the seat picker's faction cards; C watches through the embed widget.
 * Deck (after the start tile sw-01: asteroid cap north, route west–east): sw-32 Kamino (all space, fits only
 * south of the start), sw-22 straight route (every legal cell is next to Kamino), sw-02 asteroid cap.
 * The first player lands a small meeple on Kamino; the second attacks it with the big meeple; the dice
 * 5,3 | 5 tie (+1 each), then 2,6 | 4: the attacker wins and the defender gets 1 point per die. The dice panel
 * must show those rolls (animated for A, all at once with reduced motion for B), and every page must end on
 * the engine's scores. The dice panel lies over the board, which keeps its size, clear of the board's mark of the
 * battle. axe-core and the 32-px target
 * check run on the open battle panel and the end screen (desktop and phone). Screenshots go to test-results/e2e/
 * (starwars-*.png).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import {
  chooseGame,
  answered,
  OUT,
  recordActions,
  replayResult,
  sleep,
  pagePool,
  clickable,
  promptOf,
  type SeatAction,
  takeSeat,
} from "./helpers.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { smallTargets } from "./tap-targets.ts";

/** axe-core finds no serious or critical violation, and every control is a 32-px tap target, on each page. */
async function accessible(pages: Page[], label: string): Promise<void> {
  for (const [i, p] of pages.entries()) {
    await expectNoSeriousViolations(p, `${label} (page ${i})`);
    expect.soft(await smallTargets(p), `small targets on ${label} (page ${i})`).toEqual([]);
  }
}

const base = inject("baseUrl");
const DECK = ["sw-32", "sw-22", "sw-02"];
const DICE = [5, 3, 5, 2, 6, 4];

const pool = pagePool();
const { errors, open } = pool;

afterAll(async () => {
  await pool.closeAll();
});

const diceOf = (panel: Locator, round: number, seat: number) =>
  panel
    .locator(`.battle-round[data-round="${round}"] .roll[data-seat="${seat}"] .die`)
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-value"))));

describe("a Star Wars match with a planet attack and a dice battle", () => {
  let a: Page, b: Page, c: Page;
  let matchId = "";
  const acked: SeatAction[] = [];
  /** Seats by role, known once the tiles are drawn (the first seat is random). */
  let defender = -1,
    attacker = -1;

  beforeAll(async () => {
    [a, b, c] = await Promise.all([open("A"), open("B", { width: 390, height: 844 }, true), open("C", { width: 640, height: 480 })]);
    await b.emulateMedia({ reducedMotion: "reduce" });
    recordActions(a, 0, acked);
    recordActions(b, 1, acked);
  });

  test("the lobby offers Star Wars with its data note, 2–5 players and the team variant for 4 only", async () => {
    await a.goto(`${base}/?testDeck=${DECK.join(",")}&testDice=${DICE.join(",")}`);
    await chooseGame(a, "starwars");
    expect(await a.locator("[data-testid=game-info]").textContent()).toContain("reconstructed tile distribution");
    expect(await a.locator("[data-testid=players] option").allTextContents()).toEqual(["2", "3", "4", "5"]);
    const teams = a.locator("input[data-option=teams]");
    expect(await teams.isDisabled()).toBe(true);
    await a.selectOption("[data-testid=players]", "4");
    expect(await teams.isEnabled()).toBe(true);
    await teams.check();
    await a.screenshot({ path: join(OUT, "starwars-lobby.png") });
    await a.selectOption("[data-testid=players]", "2");
    expect(await teams.isDisabled()).toBe(true);
    expect(await teams.isChecked()).toBe(false);
    await a.click("[data-testid=create]");
    await a.waitForURL(/\/m\/[^/]+$/);
    matchId = new URL(a.url()).pathname.split("/").pop()!;
  });

  test("seats show their fixed colour and faction card; A and B join, C watches the embed", async () => {
    const picker = a.locator(".seat-picker");
    await picker.locator(".faction-card").first().waitFor();
    expect(await picker.locator("[data-testid=claim-0] .faction-card").textContent()).toContain("Luke");
    expect(await picker.locator("[data-testid=claim-0] .faction-card").textContent()).toContain("Rebel Alliance");
    expect(await picker.locator("[data-testid=claim-1] .faction-card").textContent()).toContain("Vader");
    expect(await picker.locator(".colours").count()).toBe(0);
    await a.screenshot({ path: join(OUT, "starwars-seat-picker.png") });
    await takeSeat(a, 0, "Ana");
    await b.goto(`${base}/m/${matchId}`);
    await takeSeat(b, 1, "Bo");
    await c.goto(`${base}/embed/${matchId}`);
    for (const p of [a, b, c]) await expect.poll(() => promptOf(p)).toMatch(/^(Your turn|Waiting for (Ana|Bo))/);
    // Space theme: the start tile is drawn by the space art, with its player list faction cards.
    await a.locator(".board .tile.space[data-tile=sw-01]").waitFor();
    expect(await a.locator(".players li[data-seat='1'] .faction-card").textContent()).toContain("Vader");
    expect(await a.locator(".players li[data-seat='0'] .meta").textContent()).toContain("4 small + the big meeple");
  });

  test("Kamino is landed on, then attacked with the big meeple; the dice panel shows the forced rolls", async () => {
    const pages = [
      { page: a, seat: 0 },
      { page: b, seat: 1 },
    ];
    const deadline = Date.now() + 90_000;
    let battleSeen = false;
    while (!battleSeen) {
      if (Date.now() > deadline) throw new Error(`no battle; prompts: ${await promptOf(a)} | ${await promptOf(b)}`);
      let acted = false;
      for (const { page, seat } of pages) {
        const prompt = await promptOf(page);
        if (!prompt.startsWith("Your turn")) continue;
        if (prompt.includes("Place the tile")) {
          const tile = await page.locator(".turn .preview").getAttribute("data-tile");
          await (await clickable(page.locator(".board .legal-cell"))).click();
          await page.locator(".board .ghost").waitFor();
          if (tile === "sw-22") await page.screenshot({ path: join(OUT, `starwars-${seat === 0 ? "a" : "b-phone"}-place.png`) });
          await page.getByRole("button", { name: "Confirm" }).click();
        } else if (prompt.includes("meeple") && defender < 0) {
          defender = seat;
          await (await clickable(page.locator(".board .spot[data-feature=c1]"))).click();
          await page.getByRole("button", { name: "Confirm" }).click();
        } else if (prompt.includes("meeple")) {
          attacker = seat;
          const target = page.locator(".board .planet-target.attack");
          expect(await target.count()).toBe(1);
          expect(await target.getAttribute("aria-label")).toBe("Attack planet Kamino");
          expect(await target.getAttribute("tabindex")).toBe("0");
          await page.click("[data-testid=meeple-big]");
          expect(await page.locator("[data-testid=meeple-big]").getAttribute("aria-pressed")).toBe("true");
          await (await clickable(target)).click();
          await page.locator(".board .planet-target.selected").waitFor();
          await page.screenshot({ path: join(OUT, `starwars-${seat === 0 ? "a" : "b-phone"}-attack.png`) });
          await page.getByRole("button", { name: "Confirm" }).click();
          battleSeen = true;
        } else throw new Error(`seat ${seat}: unexpected prompt "${prompt}"`);
        await answered(page, prompt, `seat ${seat}`);
        acted = true;
        if (battleSeen) break;
      }
      if (!acted) await sleep(100);
    }
    expect(defender).toBeGreaterThanOrEqual(0);
    expect(attacker).toBe(1 - defender);

    // A animates the rolls: a short roll first, then the values round by round.
    const panelA = a.locator("[data-testid=battle-panel]");
    await panelA.waitFor();
    await expect.poll(() => panelA.locator(".die.rolling").count(), { timeout: 3000 }).toBeGreaterThan(0);
    await a.screenshot({ path: join(OUT, "starwars-a-battle-rolling.png") });
    // B (reduced motion) and the embed spectator C get the panel too; B's shows everything at once.
    const panelB = b.locator("[data-testid=battle-panel]");
    await panelB.waitFor();
    expect(await panelB.getAttribute("data-done")).toBe("true");
    expect(await panelB.locator(".die.rolling").count()).toBe(0);

    for (const [p, panel] of [
      [a, panelA],
      [b, panelB],
      [c, c.locator("[data-testid=battle-panel]")],
    ] as const) {
      await expect.poll(() => panel.getAttribute("data-done"), { timeout: 10_000 }).toBe("true");
      expect(await panel.locator("h2").textContent()).toBe("Battle for planet Kamino");
      expect(await panel.locator(`.battle-sides li[data-seat="${attacker}"]`).textContent()).toContain("2 dice (big meeple: 2)");
      expect(await panel.locator(`.battle-sides li[data-seat="${defender}"]`).textContent()).toContain("1 die (1 small meeple)");
      expect(await diceOf(panel, 1, attacker)).toEqual([5, 3]);
      expect(await diceOf(panel, 1, defender)).toEqual([5]);
      expect(await diceOf(panel, 2, attacker)).toEqual([2, 6]);
      expect(await diceOf(panel, 2, defender)).toEqual([4]);
      expect(await panel.locator(".battle-round[data-round='1'] .tie-mark").count()).toBe(1);
      expect(await panel.locator(".battle-round[data-round='1'] .roll .result").allTextContents()).toEqual(["tie: +1", "tie: +1"]);
      expect(await panel.locator(`.battle-round[data-round='2'] .roll[data-seat="${attacker}"] .result`).textContent()).toBe("wins");
      expect(await panel.locator(`.battle-round[data-round='2'] .roll[data-seat="${defender}"] .result`).textContent()).toBe("lost: +1");
      // The highest die of each side is marked: 5 then 6 for the attacker.
      expect(
        await panel.locator(`.roll[data-seat="${attacker}"] .die.best`).evaluateAll((els) => els.map((e) => e.getAttribute("data-value"))),
      ).toEqual(["5", "6"]);
      const names = ["Ana", "Bo"];
      expect(await panel.locator("[data-testid=battle-result]").textContent()).toContain(`${names[attacker]} wins the battle`);
      expect(await panel.locator(".sr-only[aria-live]").textContent()).toContain(`${names[defender]} +2`);
      // Battle points: the attacker +1 (tie), the defender +1 (tie) +1 (lost, one die).
      await expect.poll(() => p.locator(`[data-testid=score-${attacker}]`).textContent()).toBe("1");
      await expect.poll(() => p.locator(`[data-testid=score-${defender}]`).textContent()).toBe("2");
    }
    // The panel lies over the board, which keeps its size (the board still fills its area below the top bar), and
    // the board marks the planet fought for, clear of the panel.
    for (const [p, panel] of [
      [a, panelA],
      [b, panelB],
      [c, c.locator("[data-testid=battle-panel]")],
    ] as const) {
      const pb = (await panel.boundingBox())!,
        board = (await p.locator(".board").boundingBox())!,
        wrap = (await p.locator(".board-wrap").boundingBox())!;
      expect(board).toEqual(wrap);
      const mark = p.locator(".board [data-testid=battle-mark]");
      expect(await mark.getAttribute("data-feature")).toMatch(/,c1$/);
      const mb = (await mark.boundingBox())!;
      expect(mb.x < pb.x + pb.width && pb.x < mb.x + mb.width && mb.y < pb.y + pb.height && pb.y < mb.y + mb.height).toBe(false);
    }
    await a.screenshot({ path: join(OUT, "starwars-a-battle.png") });
    await b.screenshot({ path: join(OUT, "starwars-b-phone-battle.png") });
    await c.screenshot({ path: join(OUT, "starwars-c-embed-battle.png") });
    await accessible([a, b], "the open battle panel");
    expect(await b.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    // The big meeple stands on Kamino, bigger than a small one; the defender's meeple went back.
    expect(await a.locator(".board .meeple.big").count()).toBe(1);
    expect(await a.locator(".board .meeple").count()).toBe(1);
    for (const p of [a, b, c]) {
      // The panel's × (phones and the widget show no Close button at its foot).
      await p.locator("[data-testid=battle-panel] .close").click();
      await p.locator("[data-testid=battle-panel]").waitFor({ state: "detached" });
    }
  });

  test("the last tile is placed, the game ends, and every page shows the engine's scores", async () => {
    const pages = [
      { page: a, seat: 0 },
      { page: b, seat: 1 },
    ];
    const deadline = Date.now() + 60_000;
    while ((await a.locator("[data-testid=end-screen]").count()) === 0 || (await b.locator("[data-testid=end-screen]").count()) === 0) {
      if (Date.now() > deadline) throw new Error(`no end; prompts: ${await promptOf(a)} | ${await promptOf(b)}`);
      let acted = false;
      for (const { page, seat } of pages) {
        const prompt = await promptOf(page);
        if (!prompt.startsWith("Your turn")) continue;
        if (prompt.includes("Place the tile")) {
          await (await clickable(page.locator(".board .legal-cell"))).click();
          await page.locator(".board .ghost").waitFor();
          await page.getByRole("button", { name: "Confirm" }).click();
        } else if (prompt.includes("meeple")) {
          await page.getByRole("button", { name: "Skip" }).click();
        } else throw new Error(`seat ${seat}: unexpected prompt "${prompt}"`);
        await expect.poll(() => promptOf(page), { timeout: 10_000 }).not.toBe(prompt);
        acted = true;
      }
      if (!acted) await sleep(100);
    }
    const { result } = replayResult(starWars, 2, {}, { deck: DECK, dice: DICE }, acked);
    expect(result.finished).toBe(true);
    for (const p of [a, b]) {
      const finals = [
        Number(await p.locator("[data-testid=final-0]").textContent()),
        Number(await p.locator("[data-testid=final-1]").textContent()),
      ];
      expect(finals).toEqual(result.scores);
      const headings = await p.locator("[data-testid=end-screen] th").allTextContents();
      expect(headings).toContain("planet");
      expect(headings).toContain("battles");
    }
    // The attacker's final planet line explains the faction symbol; battle lines explain the dice.
    const log = await a.locator(".log li[data-key=scored]").allTextContents();
    expect(log.some((l) => /planet: \d+ tiles, 1 faction symbol, end of game/.test(l))).toBe(true);
    expect(log.some((l) => l.includes("battle lost: 1 per die (1)"))).toBe(true);
    expect(log.filter((l) => l.includes("battle tie: +1"))).toHaveLength(2);
    await accessible([a, b], "the Star Wars end screen");
    await a.screenshot({ path: join(OUT, "starwars-a-end.png") });
    await b.screenshot({ path: join(OUT, "starwars-b-phone-end.png"), fullPage: true });
    console.error(`[e2e] starwars ${matchId}: attacker seat ${attacker}, finals ${JSON.stringify(result.scores)}`);
  });

  test("no page errors in any browser", () => {
    expect(errors).toEqual([]);
  });
});
