/**
 * Bots in live rooms inside workerd: bot seats asked for at creation (and the typed 400s that
 * create nothing), a match of one person and a bot played to its end through the real Durable Object — the test
 * plays its own seat only, the bot's moves arrive as patches marked `bot`, each made by the match's alarm (run here
 * with runDurableObjectAlarm instead of waiting for its pause) — "play for me" and "take back", no bot move while no
 * seated person is connected, a bot's move stored in SQLite before it is broadcast (kept across a restart), and a
 * match stored before bots existed gaining the bot columns when it loads.
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import type { MatchSummary, ServerFrame } from "../../contract/protocol.ts";
import { hasBots } from "../../worker/match-bots.ts";
import { EFFECTIVE } from "../support/tunables.ts";
import { games } from "../../engine/index.ts";
import { api, matchStub, TestSocket } from "./harness.ts";
import { placementsFromView, Rand, shuffledDeck } from "./game-helpers.ts";

type Made = { id: string; match: MatchSummary };
const create = (body: Record<string, unknown>) =>
  api<Made & { error?: string }>("POST", "/api/matches", { game: "carcassonne", players: 2, options: { firstSeat: 0 }, ...body });
const claim = async (id: string, seat: number) =>
  (await api<{ token: string }>("POST", `/api/matches/${id}/seats`, { seat, name: `P${seat}` })).json.token;
const alarmAt = (id: string) => runInDurableObject(matchStub(id), (_i, state) => state.storage.getAlarm());
const botRows = (id: string) =>
  runInDurableObject(matchStub(id), (_i, state) =>
    state.storage.sql
      .exec<{ version: number; seat: number }>("SELECT version, seat FROM actions WHERE by_bot = 1 ORDER BY version")
      .toArray(),
  );

/** The person's own move on the view it holds: the first placement that fits, then no meeple. */
function ownMove(view: CarcView): unknown {
  if (view.phase === "place") {
    const p = placementsFromView(view)[0];
    if (!p) throw new Error(`no placement for ${view.tile}`);
    return { type: "place", ...p };
  }
  return { type: "pass" };
}

/**
 * Runs the match's alarm (the bot's pause is the alarm's time; the test does not wait it out) and waits for the move.
 * On a slow machine the alarm may have fired by itself meanwhile: then there is none left to run, and the move came.
 */
async function botMoves(id: string, person: TestSocket): Promise<Extract<ServerFrame, { t: "patch" }>> {
  const mark = person.mark();
  const before = person.version;
  await runDurableObjectAlarm(matchStub(id));
  const f = await person.frameAfter(mark, (x) => x.t === "patch");
  expect(person.version).toBeGreaterThan(before);
  return f as Extract<ServerFrame, { t: "patch" }>;
}

describe("creating a match with bots", () => {
  it("gives bot seats a bot's name and level in the summary; they are taken", async () => {
    const r = await create({
      players: 3,
      bots: [
        { seat: 1, level: "hard" },
        { seat: 2, level: "easy" },
      ],
    });
    expect(r.status).toBe(201);
    expect(r.json.match.seats.map((s) => [s.taken, s.name, s.bot, s.botSeat])).toEqual([
      [false, null, undefined, undefined],
      [true, "Bruno (hard bot)", "hard", true],
      [true, "Clara (easy bot)", "easy", true],
    ]);
    expect((await api("POST", `/api/matches/${r.json.id}/seats`, { seat: 1, name: "Ana" })).status).toBe(409);
  });

  it.each([
    ["bad-bot-level", [{ seat: 1, level: "godlike" }]],
    ["bad-bot-seat", [{ seat: 2, level: "easy" }]],
    ["bad-bot-seat", [{ seat: -1, level: "easy" }]],
    [
      "duplicate-bot-seat",
      [
        { seat: 1, level: "easy" },
        { seat: 1, level: "hard" },
      ],
    ],
    [
      "all-bots",
      [
        { seat: 0, level: "easy" },
        { seat: 1, level: "hard" },
      ],
    ],
    ["bad-request", [{ seat: 1 }]],
  ])("refuses %s with a typed 400 and creates nothing", async (error, bots) => {
    const r = await create({ bots });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ error, message: expect.any(String) });
    expect(r.json.id).toBeUndefined();
  });

  // The route refuses bots for a game without them (`no-bots`); every game has bots now, so no request can meet
  // that refusal. A game registered without bots fails here: then test its refusal instead.
  it("takes a bot seat in every registered game", async () => {
    for (const game of Object.keys(games)) {
      expect(hasBots(game), game).toBe(true);
      const r = await create({ game, options: {}, bots: [{ seat: 1, level: "easy" }] });
      expect(r.status, `${game}: ${JSON.stringify(r.json)}`).toBe(201);
      expect(r.json.match.seats[1], game).toMatchObject({ taken: true, bot: "easy" });
    }
  });
});

describe("a bot in a live match", () => {
  it("plays one person and a bot to the end through the Durable Object; the bot's moves arrive as marked patches", async () => {
    const deck = shuffledDeck(new Rand("bots-live"), 8);
    const made = await create({ deck, bots: [{ seat: 1, level: "easy" }] });
    const person = await TestSocket.join(made.json.id, await claim(made.json.id, 0));
    let botPatches = 0,
      lastBot: [number, number] | null = null;
    for (let guard = 0; !(person.view as CarcView).finished; guard++) {
      if (guard > 100) throw new Error("the game did not end");
      const view = person.view as CarcView;
      if (view.toAct.includes(0)) {
        const r = await person.act(ownMove(view));
        expect(r.t).toBe("patch");
        expect((r as { bot?: unknown }).bot).toBeUndefined();
        lastBot = null;
      } else {
        expect(view.toAct).toEqual([1]);
        const p = await botMoves(made.json.id, person);
        expect(p.ack).toBeUndefined();
        expect(p.bot?.[1]).toBeGreaterThanOrEqual(p.bot?.[0] ?? Infinity);
        lastBot = p.bot ?? null;
        botPatches++;
      }
    }
    expect(botPatches).toBeGreaterThan(0);
    // the bot placed the last tile: its range stops where the final scoring and "game over" records begin
    const end = person.view as CarcView;
    expect(lastBot).not.toBe(null);
    expect(end.endLog).toBeLessThan(end.log.length);
    expect(end.log.slice(end.endLog).at(-1)?.key).toBe("gameOver");
    expect(lastBot![1]).toBe(end.endLog);
    // every bot move is marked in the log; a new socket is told which records they wrote
    expect((await botRows(made.json.id)).length).toBe(botPatches);
    // once over, the alarm is only the clean-up deadline again
    expect((await alarmAt(made.json.id))! - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
    const again = await TestSocket.join(made.json.id);
    const welcome = again.frames.find((f) => f.t === "welcome") as Extract<ServerFrame, { t: "welcome" }>;
    expect(welcome.botLog?.length).toBeGreaterThan(0);
  });

  it("waits about the bot pause (tunables.ts) before a bot's move: the alarm is armed that far ahead", async () => {
    const made = await create({ deck: shuffledDeck(new Rand("pause"), 4), bots: [{ seat: 1, level: "easy" }] });
    const person = await TestSocket.join(made.json.id, await claim(made.json.id, 0));
    let t0 = 0;
    while ((person.view as CarcView).toAct.includes(0)) {
      t0 = Date.now();
      expect((await person.act(ownMove(person.view as CarcView))).t).toBe("patch");
    }
    const at = (await alarmAt(made.json.id))!;
    expect(at).toBeGreaterThanOrEqual(t0 + EFFECTIVE.botPauseMs - 50);
    expect(at).toBeLessThanOrEqual(Date.now() + EFFECTIVE.botPauseMs);
  });

  it("makes no move while no seated person is connected, and resumes when one connects", async () => {
    const made = await create({ deck: shuffledDeck(new Rand("absent"), 4), bots: [{ seat: 0, level: "easy" }] });
    const token = await claim(made.json.id, 1);
    const watcher = await TestSocket.join(made.json.id); // a spectator is not a person at the table
    await runDurableObjectAlarm(matchStub(made.json.id));
    await runDurableObjectAlarm(matchStub(made.json.id));
    expect((await api<MatchSummary>("GET", `/api/matches/${made.json.id}`)).json.version).toBe(0);
    expect((await alarmAt(made.json.id))! - Date.now()).toBeGreaterThan(3600 * 1000); // only the clean-up deadline
    const person = await TestSocket.join(made.json.id, token);
    const p = await botMoves(made.json.id, person);
    expect(p.v).toBe(1);
    await watcher.waitVersion(1);
    // the person leaves: the bot's next move (its meeple choice) waits for them
    const mark = watcher.mark();
    person.close();
    await watcher.frameAfter(mark, (f) => f.t === "presence" && f.seats.every((s) => !s.online));
    await runDurableObjectAlarm(matchStub(made.json.id));
    expect((await api<MatchSummary>("GET", `/api/matches/${made.json.id}`)).json.version).toBe(1);
  });

  it("stores a bot's move before it is broadcast: a restart keeps it", async () => {
    const made = await create({ deck: shuffledDeck(new Rand("restart"), 6), bots: [{ seat: 0, level: "easy" }] });
    const token = await claim(made.json.id, 1);
    const person = await TestSocket.join(made.json.id, token);
    await botMoves(made.json.id, person);
    await botMoves(made.json.id, person);
    const seen = person.version;
    expect(await botRows(made.json.id)).toEqual([
      { version: 1, seat: 0 },
      { version: 2, seat: 0 },
    ]);
    const view = person.view;
    await abortAllDurableObjects();
    await person.waitClosed();
    const back = await TestSocket.join(made.json.id, token);
    expect(back.version).toBe(seen);
    expect(back.view).toEqual(view);
  });
});

describe("every game's bots in the Durable Object", () => {
  it.each([
    ["starwars", { firstSeat: 0 }],
    ["newfrontiers", { setup: "later", goals: true }],
  ])("%s: bots play a person's seat (handed over) and their own, each move from the alarm", async (game, options) => {
    const made = await create({ game, options, bots: [{ seat: 1, level: "medium" }] });
    expect(made.status).toBe(201);
    const person = await TestSocket.join(made.json.id, await claim(made.json.id, 0));
    person.send({ t: "standIn", level: "easy" });
    for (let i = 0; i < 12; i++) {
      const p = await botMoves(made.json.id, person);
      expect(p.bot).toBeDefined();
    }
    expect(person.frames.some((f) => f.t === "reject")).toBe(false);
    expect((await botRows(made.json.id)).length).toBeGreaterThanOrEqual(12);
  });
});

describe("a match stored before bots existed", () => {
  it("gains the bot columns on load and can then hand a seat to a bot", async () => {
    const made = await create({ deck: shuffledDeck(new Rand("old-schema"), 4) });
    const tokens = [await claim(made.json.id, 0), await claim(made.json.id, 1)];
    // the tables as matches stored them before bots existed
    await runInDurableObject(matchStub(made.json.id), (_i, state) => {
      for (const c of ["by_bot", "log_from", "log_to"]) state.storage.sql.exec(`ALTER TABLE actions DROP COLUMN ${c}`);
      state.storage.sql.exec("ALTER TABLE seats DROP COLUMN bot");
    });
    await abortAllDurableObjects();
    const person = await TestSocket.join(made.json.id, tokens[0]);
    const columns = await runInDurableObject(matchStub(made.json.id), (_i, state) =>
      state.storage.sql
        .exec<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name IN ('seats', 'actions') ORDER BY name")
        .toArray()
        .map((r) => r.sql)
        .join(" "),
    );
    expect(columns).toMatch(/by_bot/);
    expect(columns).toMatch(/bot TEXT/);
    expect((await api<MatchSummary>("GET", `/api/matches/${made.json.id}`)).json.seats.map((s) => s.name)).toEqual(["P0", "P1"]);
    person.send({ t: "standIn", level: "easy" });
    const p = await botMoves(made.json.id, person);
    expect(p.bot).toBeDefined();
    expect(await botRows(made.json.id)).toEqual([{ version: 1, seat: 0 }]);
  });
});

describe("play for me", () => {
  it("hands a seat to a bot and takes it back; the person's own moves are refused meanwhile", async () => {
    const made = await create({ deck: shuffledDeck(new Rand("stand-in"), 6), bots: [{ seat: 1, level: "easy" }] });
    const person = await TestSocket.join(made.json.id, await claim(made.json.id, 0));
    let mark = person.mark();
    person.send({ t: "standIn", level: "easy" });
    const told = await person.frameAfter(mark, (f) => f.t === "presence" && f.seats[0]?.bot !== undefined);
    expect(told.t === "presence" && told.seats[0]).toMatchObject({ bot: "easy", name: "P0" });
    expect(told.t === "presence" && told.seats[0]?.botSeat).toBeUndefined();
    const refused = await person.act(ownMove(person.view as CarcView));
    expect(refused).toMatchObject({ t: "reject", code: "bot-playing" });
    // the bot plays seat 0's turn (place, then its meeple choice), then seat 1's bot plays
    const p = await botMoves(made.json.id, person);
    expect(p.bot).toBeDefined();
    expect((await botRows(made.json.id))[0]).toEqual({ version: 1, seat: 0 });
    mark = person.mark();
    person.send({ t: "standIn", level: null });
    await person.frameAfter(mark, (f) => f.t === "presence" && f.seats[0]?.bot === undefined);
    while (!(person.view as CarcView).toAct.includes(0)) await botMoves(made.json.id, person);
    expect((await person.act(ownMove(person.view as CarcView))).t).toBe("patch");
  });

  it("is refused to a spectator and to a socket without a valid seat token; nothing changes", async () => {
    const made = await create({ bots: [{ seat: 1, level: "easy" }] });
    await claim(made.json.id, 0);
    const watcher = await TestSocket.join(made.json.id);
    watcher.send({ t: "standIn", level: "hard" });
    expect(await watcher.next("reject")).toMatchObject({ code: "spectator" });
    const stranger = await TestSocket.open(made.json.id);
    stranger.send({ t: "hello", token: "not-a-token" });
    expect(await stranger.next("reject")).toMatchObject({ code: "bad-token" });
    stranger.send({ t: "standIn", level: "hard" });
    expect(await stranger.next("reject")).toMatchObject({ code: "hello-first" });
    watcher.send({ t: "standIn", level: "ultra" });
    expect(await watcher.next("reject")).toMatchObject({ code: "bad-frame" });
    const seats = (await api<MatchSummary>("GET", `/api/matches/${made.json.id}`)).json.seats;
    expect(seats.map((s) => s.bot)).toEqual([undefined, "easy"]);
  });
});
