/**
 * A finished match's replay (GET /api/matches/:id/replay, docs/replay-format.md) inside workerd: a Carcassonne match
 * with the server's own secret seed played to its end through the real Durable Object gives a replay that the
 * replay runner (engine/core/replay.ts, behind `npm run replay`) plays to the same final scores, winners and
 * log, and whose spectator views step by step (…/replay/views, the replay page's) are the engine's at every move;
 * before the end the seed stays secret (409 `not-finished`); a match of a person and a bot names the bot's
 * seat and the actions it made, with the forced deck; no match is 404; the page /m/:id/replay is the app with the
 * match summary and no view.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import app from "../../worker/index.ts";
import { APP_HEADERS } from "../../worker/security-headers.ts";
import { FIRST_VIEW_ID, MATCH_META } from "../../contract/page-ids.ts";
import { describe, expect, it } from "vitest";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { games, isRuleError } from "../../engine/index.ts";
import { replaySteps, runReplay } from "../../engine/core/replay.ts";
import type { MatchReplay, MatchReplayViews } from "../../worker/match-replay.ts";
import { stepViews } from "../../client/src/replay/load-replay.ts";
import { api, BASE, createFinishedMatch, createMatch, matchStub, paced, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";

/** A move from the seat's own view: the first placement that fits, then no meeple (or a meeple now and then). */
function move(view: CarcView, turn: number): unknown {
  if (view.phase === "place") {
    const p = placementsFromView(view)[turn % 3] ?? placementsFromView(view)[0];
    if (!p) throw new Error(`no placement for ${view.tile}`);
    return { type: "place", ...p };
  }
  return { type: "pass" };
}

const getReplay = (id: string) => api<MatchReplay & { error?: string }>("GET", `/api/matches/${id}/replay`);
const getViews = (id: string) => api<MatchReplayViews & { error?: string }>("GET", `/api/matches/${id}/replay/views`);

describe("GET /api/matches/:id/replay", () => {
  it("publishes a finished live-seeded match; the replay runner reaches the match's own final scores", async () => {
    const { id, tokens } = await createMatch(2, {});
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const watcher = await TestSocket.join(id);
    let turns = 0;
    for (;;) {
      const view = watcher.view as CarcView;
      if (view.finished) break;
      if (turns === 3) {
        // the game is on: the seed stays secret
        const early = await getReplay(id);
        expect(early).toMatchObject({ status: 409, json: { error: "not-finished", message: expect.any(String) } });
        expect(JSON.stringify(early.json)).not.toMatch(/seed|actions/);
        expect(await getViews(id)).toMatchObject({ status: 409, json: { error: "not-finished" } });
      }
      const seat = view.toAct[0]!;
      const r = await paced(seats[seat]!, move(seats[seat]!.view as CarcView, turns++));
      expect(r.t, JSON.stringify(r)).toBe("patch");
      if (r.t === "patch") await watcher.waitVersion(r.v);
      if (turns > 400) throw new Error("the game did not end");
    }
    const end = watcher.view as CarcView;
    const got = await getReplay(id);
    expect(got.status).toBe(200);
    const replay = got.json;
    expect(replay).toMatchObject({
      game: "carcassonne",
      players: 2,
      match: id,
      botActions: [],
      seats: [
        { name: "P0", color: null },
        { name: "P1", color: null },
      ],
    });
    expect(replay.seed).toMatch(/^c20:[0-9a-f]{64}$/);
    expect(replay.deck).toBeUndefined();
    expect(replay.actions).toHaveLength(watcher.version);
    expect(replay.result).toEqual({ finished: true, scores: end.scores, winners: end.winners });
    // The body as a file: what `npm run replay -- file.json` prints.
    const out = runReplay(JSON.parse(JSON.stringify(replay)), games);
    if (isRuleError(out)) throw new Error(out.message);
    expect(out).toMatchObject({ applied: replay.actions.length, error: null, finished: true, scores: end.scores, winners: end.winners });
    // Step by step, the spectator view after the last action is the one the watcher was sent.
    const steps = replaySteps(replay, games);
    if (isRuleError(steps)) throw new Error(steps.message);
    expect(steps.game.view(steps.states[steps.states.length - 1], null)).toEqual(end);
    // The replay page's views: the first and one patch per action, the last equal to the watcher's, each the engine's.
    const views = await getViews(id);
    expect(views.status).toBe(200);
    const shown = stepViews(views.json);
    expect(shown).toHaveLength(replay.actions.length + 1);
    expect(shown![shown!.length - 1]).toEqual(end);
    for (const n of [0, 1, 7, 40]) expect(shown![n], `view after ${n} moves`).toEqual(steps.game.view(steps.states[n], null));
    expect(shown![0]!.scores).toEqual([0, 0]);
    for (const s of [...seats, watcher]) s.close();
  }, 180_000);

  it("names a bot's seat and the actions bots made, with the match's forced deck", async () => {
    const deck = shuffledDeck(new Rand("replay-bots"), 6);
    const made = await api<{ id: string }>("POST", "/api/matches", {
      game: "carcassonne",
      players: 2,
      options: { firstSeat: 0 },
      deck,
      bots: [{ seat: 1, level: "easy" }],
    });
    const id = made.json.id;
    const token = (await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat: 0, name: "Ana", color: "#aa3311" })).json.token;
    const person = await TestSocket.join(id, token);
    const botMoves: number[] = [];
    for (let turn = 0; !(person.view as CarcView).finished; turn++) {
      if (turn > 60) throw new Error("the game did not end");
      const view = person.view as CarcView;
      if (view.toAct.includes(0)) expect((await person.act(move(view, turn))).t).toBe("patch");
      else {
        const before = person.version;
        await runDurableObjectAlarm(matchStub(id));
        await person.waitVersion(before + 1);
        botMoves.push(before);
      }
    }
    const replay = (await getReplay(id)).json;
    expect(replay.deck).toEqual(deck);
    expect(replay.seats).toEqual([
      { name: "Ana", color: "#aa3311" },
      { name: "Bruno (easy bot)", color: null, bot: "easy" },
    ]);
    expect(replay.botActions).toEqual(botMoves);
    expect(replay.botActions.every((i) => replay.actions[i]!.seat === 1)).toBe(true);
    const out = runReplay(replay, games);
    expect(out).toMatchObject({ error: null, finished: true, scores: (person.view as CarcView).scores });
    person.close();
  }, 60_000);

  it("answers 404 not-found for no match, and for an id that cannot be one", async () => {
    expect(await getReplay("23456789ab")).toMatchObject({ status: 404, json: { error: "not-found" } });
    expect(await getReplay("nope")).toMatchObject({ status: 404, json: { error: "not-found" } });
    expect(await getViews("23456789ab")).toMatchObject({ status: 404, json: { error: "not-found" } });
  });
});

describe("the replay page /m/:id/replay", () => {
  const SHELL = `<!doctype html><html><head><title>Meeplehall</title></head><body><div id="root"></div></body></html>`;
  const assets = {
    fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } }),
  } as unknown as Fetcher;
  const page = (path: string) => app.fetch(new Request(`${BASE}${path}`), { ...env, ASSETS: assets });

  it("is the app with the match's summary and no view (the page fetches the replay); 404 for no match; the app's headers", async () => {
    const { id } = await createFinishedMatch();
    const res = await page(`/m/${id}/replay`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`name="${MATCH_META}"`);
    expect(html).not.toContain(FIRST_VIEW_ID);
    for (const [name, value] of Object.entries(APP_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect((await page("/m/23456789ab/replay")).status).toBe(404);
    expect((await page("/m/nope/replay")).status).toBe(404);
  });
});
