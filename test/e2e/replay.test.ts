/**
 * Watching a match again in real chromium: a short match (the worked example's two tiles, played
 * over the seats' sockets) ends; its match page's end screen and My matches link to the replay, and the in-game history steps
 * back to a placed tile and outlines it; the replay page opens at move 0, steps on and back with its buttons and the
 * arrow keys — the scores shown change at the move that scored — and keeps the move in its address, so the link
 * opens at that move on a 390-px phone too, where the slider moves to any move. The replay's body, saved as a file,
 * makes `npm run replay` print the match's final scores. axe-core and the 32-px target check run on the replay page
 * (desktop and phone). Screenshots go to test-results/e2e/.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type WebSocket from "ws";
import type { Page } from "playwright-core";
import { ROOT } from "../support/dev-server.ts";
import { OUT, pagePool } from "./helpers.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { smallTargets } from "./tap-targets.ts";
import { claimSeats, createMatch, SeatSocket } from "./seat-socket.ts";
import roadBothEnds from "../golden/road-both-ends.json";

const base = inject("baseUrl");
const pool = pagePool();
const sockets: WebSocket[] = [];
let id = "";
let tokens: string[] = [];

beforeAll(async () => {
  const g = roadBothEnds as { options: Record<string, unknown>; deck: string[]; actions: ({ seat: number } & Record<string, unknown>)[] };
  id = await createMatch(base, { game: "carcassonne", players: 2, options: g.options, deck: g.deck });
  tokens = await claimSeats(base, id, ["Ana", "Bo"]);
  const url = `${base.replace(/^http/, "ws")}/api/matches/${id}/ws`;
  const seats = [await SeatSocket.open(url, tokens[0]!, sockets), await SeatSocket.open(url, tokens[1]!, sockets)];
  let version = 0;
  for (const [i, { seat, ...action }] of g.actions.entries()) version = await seats[seat]!.act(`m${i}`, version, action);
});

afterAll(async () => {
  for (const ws of sockets) ws.close();
  await pool.closeAll();
});

const moveText = (p: Page) => p.locator("[data-testid=replay-move]").textContent();
const score = (p: Page, seat: number) => p.locator(`[data-testid=replay-score-${seat}]`).textContent();

describe("the replay", () => {
  test("npm run replay on the published body prints the match's final scores", async () => {
    const summary = (await (await fetch(`${base}/api/matches/${id}`)).json()) as { status: string };
    expect(summary.status).toBe("finished");
    const body = await (await fetch(`${base}/api/matches/${id}/replay`)).text();
    const file = join(OUT, `replay-${id}.json`);
    writeFileSync(file, body);
    const out = JSON.parse(
      execFileSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/replay.ts"), file], {
        cwd: ROOT,
        encoding: "utf8",
      }),
    ) as { scores: number[]; finished: boolean; error: unknown };
    expect(out).toMatchObject({ finished: true, error: null, scores: [3, 0] });
  });

  test("the match page's end screen links to it; the history outlines a past move's tile", async () => {
    const a = await pool.open("desktop");
    await a.goto(`${base}/m/${id}`);
    await a.locator("[data-testid=end-screen]").waitFor();
    const link = a.locator("[data-testid=watch-replay]");
    expect(await link.getAttribute("href")).toBe(`/m/${id}/replay`);
    await a.locator("[data-testid=end-screen] .close").click();
    await a.locator("[data-testid=history-back]").click();
    await expect.poll(() => a.locator("[data-testid=history-at]").textContent()).toBe("Turn 2 of 2");
    expect(await a.locator("[data-testid=history-mark]").count()).toBe(1);
    expect(await a.locator("[data-testid=game-log] li.history-at").count()).toBe(1);
    await a.locator("[data-testid=history-back]").click();
    await expect.poll(() => a.locator("[data-testid=history-at]").textContent()).toBe("Turn 1 of 2");
    await a.screenshot({ path: join(OUT, "replay-history.png") });
    await a.locator("[data-testid=history-now]").click();
    expect(await a.locator("[data-testid=history-mark]").count()).toBe(0);
  });

  test("My matches lists the finished match under History with a link to its replay", async () => {
    const a = await pool.open("my matches");
    await a.goto(`${base}/m/${id}#token=${tokens[0]}`); // the personal link: this browser now holds seat 1
    await a.locator("[data-testid=end-screen]").waitFor();
    // the link's token is kept once the server welcomed it (the end screen may be drawn from the page's view before)
    await a.locator("[data-testid=connection].open").waitFor();
    await a.goto(`${base}/my`);
    const link = a.locator(`[data-testid=my-history] [data-testid=my-replay-${id}]`);
    await link.click();
    await a.waitForURL(`${base}/m/${id}/replay`);
    await a.locator("[data-testid=replay-board] .tile").first().waitFor();
    expect(pool.errors).toEqual([]);
  });

  test("steps on and back with the buttons and the arrow keys; the scores follow; the move is in the address", async () => {
    const a = await pool.open("desktop-replay");
    await a.goto(`${base}/m/${id}`);
    await a.locator("[data-testid=end-screen]").waitFor();
    await a.locator("[data-testid=watch-replay]").click();
    await a.waitForURL(`${base}/m/${id}/replay`);
    await expect.poll(() => moveText(a)).toBe("Move 0 of 4");
    expect([await score(a, 0), await score(a, 1)]).toEqual(["0", "0"]);
    expect(await a.locator(".board").count()).toBe(1);
    for (let n = 1; n <= 3; n++) {
      await a.locator("[data-testid=replay-next]").click();
      await expect.poll(() => moveText(a)).toBe(`Move ${n} of 4`);
      expect(await score(a, 0)).toBe("0");
    }
    await a.locator("[data-testid=replay-next]").click();
    await expect.poll(() => moveText(a)).toBe("Move 4 of 4");
    await expect.poll(() => score(a, 0)).toBe("3");
    expect(await a.locator("[data-testid=replay-next]").isDisabled()).toBe(true);
    expect(new URL(a.url()).search).toBe("?move=4");
    await a.locator("[data-testid=end-screen] .close").click();
    await a.screenshot({ path: join(OUT, "replay-desktop.png") });
    await expectNoSeriousViolations(a, "the replay page (desktop)");
    expect(await smallTargets(a), "small targets on the replay page (desktop)").toEqual([]);
    await a.locator("[data-testid=replay-prev]").click();
    await expect.poll(() => score(a, 0)).toBe("0");
    expect(await moveText(a)).toBe("Move 3 of 4");
    await a.keyboard.press("ArrowRight");
    await expect.poll(() => score(a, 0)).toBe("3");
    await a.keyboard.press("Home");
    await expect.poll(() => moveText(a)).toBe("Move 0 of 4");
    expect(new URL(a.url()).search).toBe("?move=0");
  });

  test("a shared link opens at its move on a 390-px phone; the slider moves to any move", async () => {
    const p = await pool.open("phone", { width: 390, height: 844 }, true);
    await p.goto(`${base}/m/${id}/replay?move=4`);
    await expect.poll(() => moveText(p)).toBe("Move 4 of 4");
    expect(await score(p, 0)).toBe("3");
    await p.screenshot({ path: join(OUT, "replay-phone.png"), fullPage: true });
    await expectNoSeriousViolations(p, "the replay page (phone)");
    expect(await smallTargets(p), "small targets on the replay page (phone)").toEqual([]);
    await p.locator("[data-testid=replay-slider]").fill("1");
    await expect.poll(() => moveText(p)).toBe("Move 1 of 4");
    expect(await score(p, 0)).toBe("0");
    expect(new URL(p.url()).search).toBe("?move=1");
    await p.goto(`${base}/m/${id}/replay?move=99`);
    await expect.poll(() => moveText(p)).toBe("Move 4 of 4");
  });

  test("a match still being played says the replay comes at the end; no match is the not-found page", async () => {
    const p = await pool.open("unfinished");
    const open = await createMatch(base, { game: "carcassonne", players: 2, options: {} });
    await p.goto(`${base}/m/${open}/replay`);
    await expect.poll(() => p.locator("[role=alert]").textContent()).toBe("The replay is published once the game is over.");
    const res = await p.goto(`${base}/m/23456789ab/replay`);
    expect(res?.status()).toBe(404);
    // The page asked for the replay and the server answered 404/409: the browser logs those, as expected.
    pool.errors.splice(0, pool.errors.length, ...pool.errors.filter((e) => !/status of (404|409)/.test(e)));
    expect(pool.errors).toEqual([]);
  });
});
