/**
 * The embed widget inside its demo host page (client/public/demo/embed.html): the host sees ready/turn events,
 * then score and end events while two `ws` clients in Node play the match to the end; the host's theme and
 * language buttons change the widget inside the iframe. A browser holding a seat: the widget framed by the demo
 * host plays it, while a page on another origin that opens the widget with window.open gets a spectator that
 * ignores its commands. Screenshots go to test-results/e2e/.
 */
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Frame, Page } from "playwright-core";
import type WebSocket from "ws";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import { asClient } from "../support/client-address.ts";
import { ro } from "../../client/src/i18n/ro.ts";
import { OUT, pagePool, SHORT_DECK, sleep, watchErrors } from "./helpers.ts";
import { claimSeats, createMatch, SeatSocket } from "./seat-socket.ts";

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
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HostEvent);
}

describe("embed widget in a host page", () => {
  let page: Page;
  let frame: Frame;
  let matchId = "";

  test("the host page shows the widget's ready and turn events", async () => {
    const r = await fetch(`${base}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asClient() },
      body: JSON.stringify({ game: "carcassonne", players: 2, options: { farmers: true }, deck: SHORT_DECK }),
    });
    expect(r.status).toBe(201);
    matchId = ((await r.json()) as { id: string }).id;

    page = await pool.openForFile("host", { width: 1100, height: 1000 });
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

  test("the demo started from a fresh browser gives its empty seat to a bot, so its visitor can play at once", async () => {
    const demo = await pool.open("demo-start");
    await demo.goto(`${base}/demo/embed.html`);
    expect(await demo.locator("#with-bot").isChecked()).toBe(true);
    await demo.locator("#start").click();
    await demo.locator("iframe").waitFor();
    const id = new URL(demo.url()).searchParams.get("match")!;
    const summary = (await (await fetch(`${base}/api/matches/${id}`)).json()) as { seats: { taken: boolean; bot?: string }[] };
    expect(summary.seats.map((s) => [s.taken, s.bot ?? null])).toEqual([
      [false, null],
      [true, "medium"],
    ]);
  });

  test("no page errors in the host page or the widget", () => {
    expect(pool.errors).toEqual([]);
  });
});

/** Recorded inside a page, before its own scripts run: the hello and welcome frames of every WebSocket it opens. */
const RECORD_SOCKETS = `(() => {
  const seen = (window.__frames = []);
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => { const f = JSON.parse(String(e.data)); if (f.t === "welcome") seen.push({ t: "welcome", seat: f.seat }); });
    }
    send(data) {
      const f = JSON.parse(String(data));
      if (f.t === "hello") seen.push({ t: "hello", token: f.token ?? null });
      super.send(data);
    }
  };
})()`;

interface Recorded {
  t: "hello" | "welcome";
  token?: string | null;
  seat?: number | null;
}

describe("the widget and a seat stored in this browser", () => {
  let site: Page;
  let id = "",
    tokens: string[] = [];

  test("framed by its allowed host, the widget plays the stored seat", async () => {
    id = await createMatch(base, { game: "carcassonne", players: 2, options: { firstSeat: 0 }, deck: SHORT_DECK });
    tokens = await claimSeats(base, id, ["Ana", "Bo"]);
    site = await pool.openForFile("site");
    site.setDefaultTimeout(15_000);
    // Ana's seat link stores her seat in this browser.
    await site.goto(`${base}/m/${id}#token=${tokens[0]}`);
    await expect.poll(() => site.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 1 as Ana.");
    expect(await site.evaluate<string | null>(`localStorage.getItem("mh:token:${id}")`)).toBe(tokens[0]);

    await site.goto(`${base}/demo/embed.html?match=${id}`);
    await expect.poll(async () => (await hostEvents(site)).find((e) => e.type === "ready")?.seat).toBe(0);
    const frame = site.frames().find((x) => new URL(x.url()).pathname === `/embed/${id}`)!;
    await frame.locator(".side li.me[data-seat='0']").waitFor();
  });

  test("opened by a page on another origin with window.open, it watches and does not obey the opener", async () => {
    const ctx = site.context();
    await ctx.route("http://attacker.test/**", (r) =>
      r.fulfill({ contentType: "text/html", body: "<!doctype html><title>Not Meeplehall</title><p>Hello</p>" }),
    );
    const attacker = await ctx.newPage();
    attacker.setDefaultTimeout(15_000);
    watchErrors(attacker, "attacker", pool.errors);
    await attacker.goto("http://attacker.test/page");
    // A blank window first, so that the widget's sockets are recorded from its first one; the opener then sends it
    // to the widget, as a link it opened would.
    const [widget] = await Promise.all([
      attacker.waitForEvent("popup"),
      attacker.evaluate(`void (window.w = window.open("about:blank", "widget"))`),
    ]);
    widget.setDefaultTimeout(15_000);
    watchErrors(widget, "opened widget", pool.errors);
    await widget.addInitScript(RECORD_SOCKETS);
    await attacker.evaluate(`void (window.w.location.href = ${JSON.stringify(`${base}/embed/${id}`)})`);
    await widget.waitForURL(`${base}/embed/${id}`);
    expect(await widget.evaluate<boolean>("window.opener !== null && window.top === window")).toBe(true);
    expect(await widget.evaluate<string>("document.referrer")).toBe("http://attacker.test/");
    const frames = () => widget.evaluate<Recorded[]>("window.__frames");
    await expect.poll(async () => (await frames()).filter((f) => f.t === "welcome")).toEqual([{ t: "welcome", seat: null }]);
    expect((await frames()).filter((f) => f.t === "hello")).toEqual([{ t: "hello", token: null }]);
    await widget.locator(".side li[data-seat='0']").waitFor();
    expect(await widget.locator(".side li.me").count()).toBe(0);

    // A listener of the widget's, added after its own: once it has seen both commands, the widget has handled them.
    await widget.evaluate(
      `void (window.__commands = 0, addEventListener("message", (e) => { if (e.data?.source === "meeplehall-host") window.__commands++; }))`,
    );
    await attacker.evaluate(
      `for (const cmd of [{ type: "token", token: ${JSON.stringify(tokens[1])} }, { type: "theme", theme: "dark" }]) window.w.postMessage({ source: "meeplehall-host", ...cmd }, "*")`,
    );
    await expect.poll(() => widget.evaluate<number>("window.__commands")).toBe(2);
    // Obeying the token would close this socket at once (the controls disabled until a new welcome, which the
    // recorder would hold before the page shows it): neither happened, and the theme command changed nothing.
    const after = await widget.evaluate<{ frames: Recorded[]; disabled: boolean; theme: string | null }>(
      `({ frames: window.__frames, disabled: document.querySelector(".side fieldset.controls").disabled, theme: document.documentElement.dataset.theme ?? null })`,
    );
    expect(after).toEqual({
      frames: [
        { t: "hello", token: null },
        { t: "welcome", seat: null },
      ],
      disabled: false,
      theme: null,
    });
    expect(await widget.evaluate<string | null>(`localStorage.getItem("mh:token:${id}")`)).toBe(tokens[0]);
    await widget.screenshot({ path: join(OUT, "embed-opened-by-another-origin.png") });
    expect(pool.errors).toEqual([]);
  });
});
