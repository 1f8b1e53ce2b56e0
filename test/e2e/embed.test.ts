/**
 * The embed widget inside its demo host page (client/public/demo/embed.html): the host sees ready/turn events,
 * then score and end events while two `ws` clients in Node play the match to the end; the host's theme and
 * language buttons change the widget inside the iframe. Screenshots go to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Frame, Page } from "playwright-core";
import type WebSocket from "ws";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import { asClient } from "../support/client-address.ts";
import { ro } from "../../client/src/i18n/ro.ts";
import { OUT, pagePool, SHORT_DECK, sleep } from "./helpers.ts";
import { claimSeats, SeatSocket } from "./seat-socket.ts";

const base = inject("baseUrl");
const pool = pagePool();
const sockets: WebSocket[] = [];

afterAll(async () => {
  for (const s of sockets) s.close(1000);
  await pool.closeAll();
});

interface HostEvent {
  source: string;
  type: "ready" | "turn" | "score" | "end";
  matchId: string;
  scores?: number[];
  winners?: number[];
  seats?: number[];
  seat?: number | null;
}

async function hostEvents(page: Page): Promise<HostEvent[]> {
  const text = (await page.locator("#events").textContent()) ?? "";
  return text.split("\n").filter(Boolean).map((l) => JSON.parse(l) as HostEvent);
}

describe("embed widget in a host page", () => {
  let page: Page;
  let frame: Frame;
  let matchId = "";

  test("the host page shows the widget's ready and turn events", async () => {
    const r = await fetch(`${base}/api/matches`, {
      method: "POST", headers: { "content-type": "application/json", ...asClient() },
      body: JSON.stringify({ game: "carcassonne", players: 2, options: { farmers: true }, deck: SHORT_DECK }),
    });
    expect(r.status).toBe(201);
    matchId = ((await r.json()) as { id: string }).id;

    page = await pool.open("host", { width: 1100, height: 1000 });
    await page.goto(`${base}/demo/embed.html?match=${matchId}`);
    await expect.poll(async () => (await hostEvents(page)).map((e) => e.type)).toEqual(expect.arrayContaining(["ready", "turn"]));
    const events = await hostEvents(page);
    expect(events[0]).toMatchObject({ source: "meeplehall", type: "ready", matchId, seat: null });
    expect(events.find((e) => e.type === "turn")!.seats).toHaveLength(1);

    const f = page.frames().find((x) => new URL(x.url()).pathname === `/embed/${matchId}`);
    expect(f, "the widget's iframe").toBeTruthy();
    frame = f!;
    await frame.locator(".board .tile").first().waitFor();
    expect(await frame.locator(".topbar").count()).toBe(0); // no site chrome inside the widget
    await page.screenshot({ path: join(OUT, "embed-host-start.png") });
  });

  test("the host's theme and language buttons change the widget", async () => {
    const htmlAttr = (name: string) => frame.locator("html").getAttribute(name);
    expect(await htmlAttr("data-theme")).toBeNull();
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect.poll(() => htmlAttr("data-theme")).toBe("dark");
    expect(await frame.evaluate<string>("getComputedStyle(document.body).backgroundColor")).toBe("rgb(27, 28, 30)"); // --bg dark

    await page.getByRole("button", { name: "Română" }).click();
    await expect.poll(() => htmlAttr("lang")).toBe("ro");
    // Until both seats are taken the widget says it waits for players (no turn panel yet).
    await expect.poll(() => frame.locator(".side .prompt").textContent()).toBe(ro.waitingPlayers);
  });

  test("two players over WebSockets finish the match; the host sees score and end events with the final scores", async () => {
    const claims = await claimSeats(base, matchId, ["Ana", "Bo"]);
    const wsUrl = `${base.replace(/^http/, "ws")}/api/matches/${matchId}/ws`;
    const seats = await Promise.all(claims.map((tok) => SeatSocket.open(wsUrl, tok, sockets)));
    const firstSeat = (seats[0]!.view as { toAct: number[] }).toAct[0]!;
    let version = seats[0]!.version;
    expect(version).toBe(0);

    // The same game locally (forced deck, the server's first seat): every action below is legal.
    const opts = carcassonne.parseOptions({ farmers: true, firstSeat });
    if (isRuleError(opts)) throw new Error(opts.message);
    let s = carcassonne.setup(2, opts, "embed-e2e", { deck: SHORT_DECK });
    if (isRuleError(s)) throw new Error(s.message);
    let n = 0;
    while (!carcassonne.result(s).finished) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat);
      // Place on a varying legal spot; always take a meeple when possible so that there is something to score.
      const action = legal.find((a) => a.type === "meeple") ?? legal[(n * 7) % legal.length]!;
      const v = await seats[seat]!.act(`e2e-${n++}`, version, action);
      expect(v).toBe(version + 1);
      version = v;
      const r = carcassonne.apply(s, seat, action);
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
      await sleep(50);
    }
    const result = carcassonne.result(s);
    expect(result.items.length).toBeGreaterThan(0);

    await expect.poll(async () => (await hostEvents(page)).map((e) => e.type)).toContain("end");
    const events = await hostEvents(page);
    const scores = events.filter((e) => e.type === "score");
    const end = events.find((e) => e.type === "end")!;
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.at(-1)!.scores).toEqual(result.scores);
    expect(end).toMatchObject({ source: "meeplehall", matchId, scores: result.scores, winners: result.winners });
    expect(events.every((e) => e.matchId === matchId)).toBe(true);
    // Every turn change reached the host: one turn event per distinct (seat, phase) step before the end.
    expect(events.filter((e) => e.type === "turn").length).toBeGreaterThanOrEqual(SHORT_DECK.length);

    // The widget itself (still dark and Romanian) shows the final scores.
    await expect.poll(() => frame.locator("[data-testid=prompt]").textContent()).toBe(ro.finished);
    for (const seat of [0, 1]) expect(Number(await frame.locator(`[data-testid=score-${seat}]`).textContent())).toBe(result.scores[seat]);
    await page.screenshot({ path: join(OUT, "embed-host-end.png"), fullPage: true });
    console.error(`[e2e] embed ${matchId}: ${n} actions, ${scores.length} score events, final ${JSON.stringify(result.scores)}`);
  });

  test("no page errors in the host page or the widget", () => {
    expect(pool.errors).toEqual([]);
  });
});
