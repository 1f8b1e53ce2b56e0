/**
 * Accessibility in real chromium: axe-core finds no serious or critical violation, on a desktop and on a
 * 390-px phone (the lobby and a turn in the dark theme too), on the lobby, a Carcassonne match (seat picker, the turn
 * with legal squares, the meeple step, the end screen of the finished match — a one-tile forced deck ends it after
 * one turn), a New Frontiers match and its end screen (a seeded game played to its end from Node, nf-playout.ts: the
 * winner and totals shown are the engine's; dark theme too; the taken action tiles say who took them), a Star Wars
 * match, and every control there is a tap target of at least 32 px (tap-targets.ts). Also: the colour buttons and
 * meeple spots have spoken names, every meeple spot stays a 32-px target with the board zoomed out, New Frontiers
 * tile names are not cut off, a black Star Wars meeple has its halo, and a spectator reads that they watch and takes
 * a free seat from that banner without reloading. Phone screenshots go to test-results/e2e/ (a11y-*.png).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type WebSocket from "ws";
import { expectNoSeriousViolations } from "./axe.ts";
import { smallTargets } from "./tap-targets.ts";
import { chooseGame, OUT, pagePool, promptOf, takeSeat } from "./helpers.ts";
import { claimSeats, createMatch } from "./seat-socket.ts";
import { playNfToEnd } from "./nf-playout.ts";

const base = inject("baseUrl");
const pool = pagePool();
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const ws of sockets) ws.close();
  await pool.closeAll();
});

const connected = (p: Page) => expect.poll(() => p.locator("[data-testid=connection]").textContent()).toContain("Connected");
/** Both pages checked by axe and for small tap targets, the phone's screenshotted as `a11y-<shot>.png`. */
async function checkBoth(desk: Page, phone: Page, label: string, shot: string) {
  await expectNoSeriousViolations(desk, `${label} (desktop)`);
  await expectNoSeriousViolations(phone, `${label} (phone)`);
  // Every control is a tap target of at least 32 px.
  expect.soft(await smallTargets(desk), `small targets on ${label} (desktop)`).toEqual([]);
  expect.soft(await smallTargets(phone), `small targets on ${label} (phone)`).toEqual([]);
  await phone.screenshot({ path: join(OUT, `a11y-${shot}.png`) });
}

describe("axe on every page kind, desktop and phone", () => {
  let desk: Page, phone: Page;
  beforeAll(async () => {
    [desk, phone] = await Promise.all([
      pool.open("desk", { width: 1280, height: 800 }),
      pool.open("phone", { width: 390, height: 844 }, true),
    ]);
  });

  test("the lobby", async () => {
    for (const p of [desk, phone]) {
      await p.goto(`${base}/`);
      await p.locator("[data-testid=game-card-newfrontiers]").waitFor();
    }
    await checkBoth(desk, phone, "the lobby", "lobby");
    // A card's match options open under it.
    for (const p of [desk, phone]) await chooseGame(p, "carcassonne");
    await checkBoth(desk, phone, "the lobby's match options", "lobby-options");
    // The dark theme (the system's choice) too.
    await desk.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousViolations(desk, "the lobby (desktop, dark)");
    await desk.emulateMedia({ colorScheme: "light" });
  });

  test("a Carcassonne match: seat picker, a turn, the meeple step and the end screen", async () => {
    const id = await createMatch(base, { game: "carcassonne", players: 2, options: { firstSeat: 0 }, deck: ["base-U"] });
    for (const p of [desk, phone]) await p.goto(`${base}/m/${id}`);
    await desk.locator("[data-testid=claim-0]").waitFor();
    await phone.locator("[data-testid=claim-0]").waitFor();
    // The colour choice speaks colour names, never their codes.
    expect(await desk.locator(".seat-picker .colours button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toEqual([
      "red",
      "blue",
      "green",
      "yellow",
      "black",
      "pink",
    ]);
    await checkBoth(desk, phone, "the seat picker", "seat-picker");

    await takeSeat(desk, 0, "Ana");
    await takeSeat(phone, 1, "Bo");
    for (const p of [desk, phone]) await connected(p);
    await expect.poll(() => promptOf(desk)).toMatch(/^Your turn/);
    await desk.locator(".board .legal-cell").first().waitFor();
    await checkBoth(desk, phone, "a Carcassonne turn", "carcassonne-turn");
    await phone.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousViolations(phone, "a Carcassonne turn (phone, dark)");
    await phone.screenshot({ path: join(OUT, "a11y-carcassonne-turn-dark.png"), fullPage: true });
    await phone.emulateMedia({ colorScheme: "light" });

    await desk.locator(".board .legal-cell").first().click();
    await desk.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => promptOf(desk)).toContain("meeple");
    const spots = desk.locator(".board .spot");
    await spots.first().waitFor();
    // Meeple spots say what they are: "Meeple on the road", "Farmer in the field".
    const names = await spots.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    for (const n of names) expect(n).toMatch(/^(Meeple (on the road|in the city|in the monastery)|Farmer in the field)$/);
    expect(names).toContain("Farmer in the field");
    // Zoomed right out, every spot's hit area is still at least 32 CSS px across.
    await desk.locator(".board").focus();
    for (let i = 0; i < 8; i++) await desk.keyboard.press("-");
    await expect
      .poll(async () =>
        Math.min(
          ...(await spots.evaluateAll((els) =>
            els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
          )),
        ),
      )
      .toBeGreaterThanOrEqual(32);
    await checkBoth(desk, phone, "the meeple step", "carcassonne-meeple-step");
    await desk.screenshot({ path: join(OUT, "a11y-carcassonne-meeple-step-desktop.png") });

    await desk.getByRole("button", { name: "Skip" }).click();
    for (const p of [desk, phone]) await p.locator("[data-testid=end-screen]").waitFor();
    await checkBoth(desk, phone, "the end screen", "carcassonne-end");
    await phone.screenshot({ path: join(OUT, "a11y-carcassonne-end-full.png"), fullPage: true });
  });

  test("a New Frontiers match", async () => {
    const deck = [
      "w-devolved-uplift-race",
      "w-refugee-world",
      "w-artist-settlement",
      "w-gem-world",
      "w-space-port",
      "w-asteroid-belt",
      "w-empath-world",
    ];
    const id = await createMatch(base, {
      game: "newfrontiers",
      players: 2,
      options: { setup: "firstGame", goals: false, order: [0, 1], mats: [1, 2] },
      deck,
    });
    const [t0, t1] = await claimSeats(base, id, ["Ana", "Bo"]);
    await desk.goto(`${base}/m/${id}#token=${t0}`);
    await phone.goto(`${base}/m/${id}#token=${t1}`);
    for (const p of [desk, phone]) await connected(p);
    await desk.locator(".nf-actions").waitFor();
    await checkBoth(desk, phone, "a New Frontiers match", "newfrontiers");
    await phone.screenshot({ path: join(OUT, "a11y-newfrontiers-full.png"), fullPage: true });
    await phone.locator(".nf-supply").screenshot({ path: join(OUT, "a11y-newfrontiers-supply.png") });
    // No tile name is cut off, on the phone or the desktop.
    for (const p of [phone, desk]) {
      const clipped = await p
        .locator(".nf-tile .nf-name")
        .evaluateAll((els) =>
          els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
        );
      expect(clipped).toEqual([]);
    }
  });

  test("the New Frontiers end screen: the engine's winner and totals", async () => {
    const t0 = Date.now();
    const game = await playNfToEnd(
      base,
      "nf-end-14",
      { setup: "firstGame", goals: false, order: [0, 1], mats: [1, 2] },
      ["Ana", "Bo"],
      sockets,
    );
    process.stderr.write(
      `[a11y] New Frontiers seed nf-end-14: ${game.actions} actions, ${game.state.round} rounds, played in ${Date.now() - t0} ms\n`,
    );
    expect(game.result.finished).toBe(true);
    await desk.goto(`${base}/m/${game.id}#token=${game.tokens[0]}`);
    await phone.goto(`${base}/m/${game.id}#token=${game.tokens[1]}`);
    const names = ["Ana", "Bo"];
    const winners = game.result.winners.map((s) => names[s]);
    for (const p of [desk, phone]) {
      const end = p.locator("[data-testid=end-screen]");
      await end.waitFor();
      expect(await end.locator(".winner").textContent()).toBe(
        winners.length > 1 ? `${winners.join(" and ")} share the win!` : `${winners[0]} wins!`,
      );
      for (const seat of [0, 1])
        expect(await end.locator(`[data-testid=final-${seat}]`).textContent()).toBe(String(game.result.scores[seat]));
      expect(await end.locator("[data-testid=end-reason]").textContent()).toMatch(/^The game ended: .+\.$/);
    }
    await checkBoth(desk, phone, "the New Frontiers end screen", "newfrontiers-end");
    await phone.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousViolations(phone, "the New Frontiers end screen (phone, dark)");
    await phone.screenshot({ path: join(OUT, "a11y-newfrontiers-end-dark.png"), fullPage: true });
    await phone.emulateMedia({ colorScheme: "light" });
    // Each seat's scoring items, opened.
    for (const p of [desk, phone]) for (const s of await p.locator("[data-testid=end-screen] .nf-items summary").all()) await s.click();
    expect(await phone.locator("[data-testid=end-screen] .nf-items[open] li").count()).toBe(game.result.items.length);
    await checkBoth(desk, phone, "the New Frontiers end screen, items open", "newfrontiers-end-items");
    await phone.screenshot({ path: join(OUT, "a11y-newfrontiers-end-full.png"), fullPage: true });
    // Closed, the results leave the final table in view: the taken action tiles say who took them.
    await desk.getByRole("button", { name: "Close" }).click();
    await desk.getByRole("button", { name: "Show results" }).waitFor();
    expect(game.state.taken.length).toBeGreaterThan(0);
    expect(await desk.locator(".nf-action.taken .nf-taken-by").allTextContents()).toEqual(
      game.state.taken.map(() => expect.stringMatching(/^taken by (Ana|Bo)$/)),
    );
    await desk.locator(".nf-actions").screenshot({ path: join(OUT, "a11y-newfrontiers-end-actions.png") });
    await desk.locator(".nf-supply").screenshot({ path: join(OUT, "a11y-newfrontiers-end-supply.png") });
  });

  test("a Star Wars match", async () => {
    const id = await createMatch(base, {
      game: "starwars",
      players: 2,
      options: { firstSeat: 1 },
      deck: ["sw-32", "sw-22", "sw-02"],
      dice: [5, 3, 5, 2, 6, 4],
    });
    const [t0, t1] = await claimSeats(base, id, ["Ana", "Bo"]);
    await desk.goto(`${base}/m/${id}#token=${t0}`);
    await phone.goto(`${base}/m/${id}#token=${t1}`);
    for (const p of [desk, phone]) await connected(p);
    await phone.locator(".board .legal-cell").first().waitFor();
    await checkBoth(desk, phone, "a Star Wars match", "starwars");
    // Bo (seat 2: Vader, black) lands on Kamino: his black meeple has a light halo on the space background.
    await phone.locator(".board .legal-cell").first().click();
    await phone.getByRole("button", { name: "Confirm" }).click();
    await phone.locator(".board .spot[data-feature=c1]").click();
    await phone.getByRole("button", { name: "Confirm" }).click();
    await desk.locator(".board .meeple path.halo").waitFor();
    await desk.locator(".board").screenshot({ path: join(OUT, "a11y-starwars-black-meeple.png") });
    await phone.screenshot({ path: join(OUT, "a11y-starwars-black-meeple-phone.png") });
  });

  test("a spectator is told they watch, and takes a free seat from the banner without reloading", async () => {
    const id = await createMatch(base, { game: "carcassonne", players: 3, options: { firstSeat: 0 }, deck: ["base-U", "base-V"] });
    await claimSeats(base, id, ["Ana", "Bo"]);
    await phone.goto(`${base}/m/${id}`);
    // Offered the seat picker (below the board on a phone), the banner's button leads to it.
    await phone.getByRole("button", { name: "Take a free seat" }).click();
    await expect.poll(() => phone.evaluate<string | undefined>("document.activeElement?.dataset?.testid")).toBe("name");
    await phone.click("[data-testid=watch]");
    const banner = phone.locator("[data-testid=watching-banner]");
    await expect.poll(() => banner.textContent()).toContain("You are watching this match.");
    const take = phone.getByRole("button", { name: "Take a free seat" });
    await take.waitFor();
    await expectNoSeriousViolations(phone, "the watching banner (phone)");
    await phone.screenshot({ path: join(OUT, "a11y-watching-banner.png") });
    await phone.evaluate("window.sameDocument = true");
    await take.click();
    // The seat picker comes back, its name field focused; the free seat is taken in this same document.
    await expect.poll(() => phone.evaluate<string | undefined>("document.activeElement?.dataset?.testid")).toBe("name");
    await takeSeat(phone, 2, "Cy");
    await expect.poll(() => phone.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 3 as Cy.");
    expect(await phone.evaluate<boolean>("window.sameDocument === true")).toBe(true);
    expect(await banner.count()).toBe(0);
    // Every seat taken: a newcomer only reads that they watch, with no seat to offer.
    await desk.goto(`${base}/m/${id}`);
    const full = desk.locator("[data-testid=watching-banner]");
    await expect.poll(() => full.textContent()).toBe("You are watching this match.");
    expect(await desk.locator("[data-testid=take-free-seat]").count()).toBe(0);
    expect(await desk.locator(".seat-picker").count()).toBe(0);
  });

  test("no page errors", () => {
    expect(pool.errors).toEqual([]);
  });
});
