/**
 * Star Wars battles never hide or shrink the board, in real chromium: a 2-player match with a forced deck of planet
 * tiles and forced dice is played from Node over the seats' sockets (battle-driver.ts picks an attack whenever the
 * engine finds one) while Ana's page (seat 0, 1366×850) and a spectator's phone (390×844) watch. For each of 12
 * battles, the board element and a tile keep their boxes between the attack's tile being drawn and the battle's panel
 * being shown (on Ana's page only for the other seat's attacks: her own meeple step zooms on her tile); the board
 * marks where the battle was, outside the panel; one panel shows the latest battle only, with no "Next battle"; the
 * log keeps a line (with its dice) per battle; and the panel closes itself when the next turn starts.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type WebSocket from "ws";
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import { battlesOf } from "../../engine/carcassonne/star-wars/sw-state.ts";
import { BATTLE_DECK, BATTLE_DICE, BattleDriver, playBattles } from "./battle-driver.ts";
import { OUT, pagePool, painted } from "./helpers.ts";
import { claimSeats, createMatch, SeatSocket } from "./seat-socket.ts";

const base = inject("baseUrl");
const pool = pagePool();
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const ws of sockets) ws.close();
  await pool.closeAll();
});

type Box = { x: number; y: number; width: number; height: number };
const rounded = (b: Box | null) => b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The board element's box and the start tile's, once the page draws `tiles` tiles. */
async function boxes(p: Page, tiles: number) {
  await expect.poll(() => p.locator(".board .tile").count()).toBe(tiles);
  await painted(p);
  return {
    board: rounded(await p.locator(".board").boundingBox()),
    tile: rounded(await p.locator(".board .tile[data-tile=sw-01]").boundingBox()),
  };
}

describe("Star Wars battles keep the board's size", () => {
  let ana: Page, phone: Page;
  const d = new BattleDriver(2, 0);
  let seats: SeatSocket[] = [];
  const tilesNow = () => starWars.view(d.state, null).board.length;

  beforeAll(async () => {
    const id = await createMatch(base, { game: "starwars", players: 2, options: { firstSeat: 0 }, deck: BATTLE_DECK, dice: BATTLE_DICE });
    const tokens = await claimSeats(base, id, ["Ana", "Bo"]);
    [ana, phone] = await Promise.all([
      pool.open("ana", { width: 1366, height: 850 }),
      pool.open("phone", { width: 390, height: 844 }, true),
    ]);
    for (const p of [ana, phone]) await p.emulateMedia({ reducedMotion: "reduce" });
    await ana.goto(`${base}/m/${id}#token=${tokens[0]}`);
    await phone.goto(`${base}/m/${id}`);
    for (const p of [ana, phone]) await p.locator(".board .tile[data-tile=sw-01]").waitFor();
    const ws = `${base.replace("http", "ws")}/api/matches/${id}/ws`;
    seats = [await SeatSocket.open(ws, tokens[0]!, sockets), await SeatSocket.open(ws, tokens[1]!, sockets)];
  });

  test("12 battles: the board and its tiles keep their boxes, the latest battle is marked and shown alone", async () => {
    let before: Record<string, Awaited<ReturnType<typeof boxes>>> = {};
    let compared = 0;
    const fought = await playBattles(d, seats, 12, {
      before: async () => {
        before = { ana: await boxes(ana, tilesNow()), phone: await boxes(phone, tilesNow()) };
      },
      after: async (n, step) => {
        const latest = battlesOf(d.state).at(-1)!;
        for (const [name, p] of [
          ["ana", ana],
          ["phone", phone],
        ] as const) {
          const panel = p.locator("[data-testid=battle-panel]");
          await p.locator(`[data-testid=battle-panel][data-battle="${n}"][data-done=true]`).waitFor();
          expect(await panel.count(), `${name}: one panel`).toBe(1);
          expect(await panel.textContent()).not.toContain("Next battle");
          const now = await boxes(p, tilesNow());
          expect(now.board, `${name}: the board's box after battle ${n}`).toEqual(before[name]!.board);
          // Ana's own meeple step zooms in on her tile (and back after it), so her tiles are compared on Bo's attacks.
          if (name === "phone" || step.seat !== 0) {
            expect(now.tile, `${name}: a tile's box after battle ${n}`).toEqual(before[name]!.tile);
            compared++;
          }
          const mark = p.locator(".board [data-testid=battle-mark]");
          expect(await mark.getAttribute("data-feature")).toBe(`${latest.feature.x},${latest.feature.y},${latest.feature.id}`);
          expect(overlap((await mark.boundingBox())!, (await panel.boundingBox())!), `${name}: the mark is clear of the panel`).toBe(false);
          if (n === 10) await p.screenshot({ path: join(OUT, `battle-overlay-${name}.png`) });
        }
      },
    });
    expect(fought).toBe(12);
    expect(compared).toBeGreaterThanOrEqual(12);
    // The log keeps every battle, with its dice.
    const lines = ana.locator(".log li[data-key=battle]");
    await expect.poll(() => lines.count()).toBe(12);
    expect(await lines.first().textContent()).toMatch(/dice: .*\d/);
  });

  test("the panel stays through the turn it arrived in and closes itself when the next turn starts", async () => {
    // The last battle ended Ana's or Bo's turn; the other one's turn is the one it is shown during.
    const [place, pass] = d.quietTurn();
    for (const [i, st] of [place!, pass!].entries()) {
      const s = seats[st.seat]!;
      await new Promise((r) => setTimeout(r, 120));
      const v = await s.act(`quiet-${i}`, s.version, st.action);
      await Promise.all(seats.map((o) => o.version >= v || o.next((f) => Number(f.v ?? f.version) >= v, `version ${v}`)));
      // The turn's tile is down, its meeple step to come: the battle is still shown.
      if (i === 0)
        for (const p of [ana, phone]) {
          await expect.poll(() => p.locator(".board .tile").count()).toBe(tilesNow());
          await painted(p);
          expect(await p.locator("[data-testid=battle-panel][data-battle='12']").count()).toBe(1);
        }
    }
    for (const p of [ana, phone]) {
      await p.locator("[data-testid=battle-panel]").waitFor({ state: "detached" });
      expect(await p.locator(".board [data-testid=battle-mark]").count()).toBe(0);
    }
  });
});
