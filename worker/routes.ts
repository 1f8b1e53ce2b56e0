/**
 * HTTP API (hono): create a match (with bot seats), claim a seat, leave it before the game starts, fill the free seats
 * with bots (a seated person, before the game starts), match summary, rematch, a finished
 * match's replay, and the WebSocket upgrade that is
 * handed to the match's Durable Object; the turn notifications' routes are push-routes.ts. Bodies must be JSON (415 otherwise, so a cross-site form or `text/plain`
 * fetch changes nothing) and are validated with valibot; failures are `{ error, message }`. Creating, claiming and
 * connecting are rate-limited per client address (limits.ts). A new match's object is created near its creator
 * (location-hint.ts).
 */
import { Hono, type Context } from "hono";
import { body, fail, stub, type AppEnv } from "./api-helpers.ts";
import { pushApi } from "./push-routes.ts";
import * as v from "valibot";
import { findGame, gameList, isRuleError } from "../engine/index.ts";
import { newMatchId } from "./secrets.ts";
import { MATCH_ID_PATTERN } from "../contract/page-routes.ts";
import { clientAddress } from "./client-address.ts";
import { rateLimited } from "./limits.ts";
import { cleanName, NAME_MAX } from "../contract/names.ts";
import { placement } from "./location-hint.ts";
import { BOT_LEVELS, isBotLevel, type BotLevel } from "../engine/core/bot.ts";
import { hasBots } from "../engine/bots.ts";
import { parseClock } from "./clock.ts";

const CreateBody = v.strictObject({
  game: v.pipe(v.string(), v.maxLength(40)),
  players: v.pipe(v.number(), v.integer()),
  options: v.optional(v.unknown(), {}),
  /** Test-only forced tile order; refused unless the TEST_HOOKS binding is "1". */
  deck: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(200))),
  /** Test-only forced dice (Star Wars battles), in the order they are rolled; same condition as `deck`. */
  dice: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))), v.maxLength(500))),
  /** Test-only seed (a benchmark replays the same game locally); same condition as `deck`. */
  seed: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /** Seats played by bots (checked against the seats and levels by `botSeatsError`). */
  bots: v.optional(
    v.pipe(v.array(v.strictObject({ seat: v.pipe(v.number(), v.integer()), level: v.pipe(v.string(), v.maxLength(20)) })), v.maxLength(16)),
  ),
  /** The match's clocks (clock.ts `parseClock` checks them: `bad-clock`); none when absent or null. */
  clock: v.optional(v.unknown()),
});

/**
 * A match's bot seats, or why they cannot be (a typed error): a game with bots (engine/bots.ts), known levels,
 * seats in range, each once, a seat left for a person.
 */
function botSeats(
  game: { id: string; name: string },
  bots: readonly { seat: number; level: string }[],
  players: number,
): { seat: number; level: BotLevel }[] | { error: string; message: string } {
  if (bots.length > 0 && !hasBots(game.id)) return { error: "no-bots", message: `${game.name} has no bots yet.` };
  const out: { seat: number; level: BotLevel }[] = [];
  for (const { seat, level } of bots) {
    if (!isBotLevel(level))
      return { error: "bad-bot-level", message: `Bot levels are ${BOT_LEVELS.join(", ")}; not ${JSON.stringify(level)}.` };
    if (seat < 0 || seat >= players)
      return { error: "bad-bot-seat", message: `Seats are 0 to ${players - 1}; a bot cannot sit at ${seat}.` };
    if (out.some((b) => b.seat === seat)) return { error: "duplicate-bot-seat", message: `Seat ${seat} is given a bot twice.` };
    out.push({ seat, level });
  }
  return out.length >= players
    ? { error: "all-bots", message: "At least one seat must be left for a person: bots play only while a person is here." }
    : out;
}

const ClaimBody = v.strictObject({
  seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Cleaned by names.ts (at most NAME_MAX characters then); the raw text is bounded here. */
  name: v.pipe(v.string(), v.maxLength(200)),
  color: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)))),
});

const RematchBody = v.strictObject({ token: v.pipe(v.string(), v.maxLength(128)) });
const LeaveBody = RematchBody;
const FillBody = RematchBody;

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

const address = (c: Context<AppEnv>) => clientAddress(c.req.raw.headers, c.env);

export const api = new Hono<AppEnv>();

api.use("/api/*", async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isJson(c.req.header("Content-Type")))
    return fail(c, { error: "unsupported-media-type", message: "Send the request body as JSON with Content-Type: application/json." });
  await next();
});

api.get("/api/health", (c) => c.json({ ok: true }));
api.get("/api/games", (c) => c.json(gameList().map((g) => ({ ...g, bots: hasBots(g.id) }))));

api.post("/api/matches", async (c) => {
  const b = await body(c, CreateBody);
  if ("error" in b) return fail(c, b);
  const game = findGame(b.game);
  if (!game) return fail(c, { error: "unknown-game", message: `Unknown game ${b.game}.` });
  if (b.players < game.minPlayers || b.players > game.maxPlayers)
    return fail(c, { error: "bad-players", message: `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players.` });
  const options = game.parseOptions(b.options);
  if (isRuleError(options)) return fail(c, { error: options.code, message: options.message });
  if ((b.deck || b.dice || b.seed) && c.env.TEST_HOOKS !== "1")
    return fail(c, { error: "test-only", message: "A forced deck, forced dice or a chosen seed are only accepted by test servers." });
  const bots = botSeats(game, b.bots ?? [], b.players);
  if ("error" in bots) return fail(c, bots);
  const clock = b.clock === undefined || b.clock === null ? null : parseClock(b.clock);
  if (clock && "error" in clock) return fail(c, clock);
  const limited = await rateLimited(c, "create", address(c));
  if (limited) return limited;
  const id = newMatchId();
  const created = await stub(c, id, placement(c.req.raw)).create({
    id,
    game: game.id,
    options,
    players: b.players,
    deck: b.deck ?? null,
    dice: b.dice ?? null,
    seed: b.seed ?? null,
    bots,
    clock,
  });
  if ("error" in created) return fail(c, created);
  return c.json({ id, url: `/m/${id}`, match: created }, 201);
});

api.use("/api/matches/:id/*", async (c, next) => {
  if (!MATCH_ID_PATTERN.test(c.req.param("id") ?? "")) return fail(c, { error: "not-found", message: "No such match." });
  await next();
});

api.get("/api/matches/:id", async (c) => {
  const id = c.req.param("id");
  if (!MATCH_ID_PATTERN.test(id)) return fail(c, { error: "not-found", message: "No such match." });
  const summary = await stub(c, id).getSummary();
  return summary ? c.json(summary) : fail(c, { error: "not-found", message: "No such match." });
});

api.post("/api/matches/:id/seats", async (c) => {
  const b = await body(c, ClaimBody);
  if ("error" in b) return fail(c, b);
  const name = cleanName(b.name);
  if (name === null) return fail(c, { error: "bad-name", message: `A name needs 1 to ${NAME_MAX} visible characters.` });
  const limited = await rateLimited(c, "claim", address(c));
  if (limited) return limited;
  const r = await stub(c, c.req.param("id")).claim({ ...b, name });
  if ("error" in r) return fail(c, r);
  return c.json(r, 201);
});

api.delete("/api/matches/:id/seats/:seat", async (c) => {
  const b = await body(c, LeaveBody),
    seat = c.req.param("seat");
  if ("error" in b) return fail(c, b);
  if (!/^(0|[1-9]\d?)$/.test(seat)) return fail(c, { error: "bad-seat", message: "A seat is a number written without leading zeros." });
  const r = await stub(c, c.req.param("id")).leave(Number(seat), b.token);
  return "error" in r ? fail(c, r) : c.json(r);
});

/** A seated person (their token) has bots of the default level take every free seat; 201 with the seats filled. */
api.post("/api/matches/:id/bots", async (c) => {
  const b = await body(c, FillBody);
  if ("error" in b) return fail(c, b);
  const limited = await rateLimited(c, "claim", address(c));
  if (limited) return limited;
  const r = await stub(c, c.req.param("id")).fillWithBots(b.token);
  return "error" in r ? fail(c, r) : c.json(r, 201);
});

/** A finished match as a replay (docs/replay-format.md); 409 `not-finished` while the game is on: the seed stays secret. */
api.get("/api/matches/:id/replay", async (c) => {
  const r = await stub(c, c.req.param("id")).getReplay();
  if ("error" in r) return fail(c, r);
  return c.json(r);
});

/** The same match's spectator views step by step (the replay page's): the first view and one JSON Patch per action. */
api.get("/api/matches/:id/replay/views", async (c) => {
  const r = await stub(c, c.req.param("id")).getReplayViews();
  if ("error" in r) return fail(c, r);
  return c.json(r);
});

api.post("/api/matches/:id/rematch", async (c) => {
  const b = await body(c, RematchBody);
  if ("error" in b) return fail(c, b);
  const r = await stub(c, c.req.param("id")).rematch(b.token);
  if ("error" in r) return fail(c, r);
  return c.json({ id: r.id, url: `/m/${r.id}` }, 201);
});

api.get("/api/matches/:id/ws", async (c) => {
  if (c.req.header("Upgrade") !== "websocket") return fail(c, { error: "upgrade-required", message: "Connect with a WebSocket." });
  const from = address(c);
  const limited = await rateLimited(c, "socket", from);
  if (limited) return limited;
  // The match sees the address the limits used (on a test server, the test header's) as CF-Connecting-IP.
  const headers = new Headers(c.req.raw.headers);
  headers.set("CF-Connecting-IP", from);
  return stub(c, c.req.param("id")).fetch(new Request(c.req.raw, { headers }));
});

/** Test servers only (404 elsewhere): the match's last `n` actions' time per phase and its storage (the benchmarks). */
api.get("/api/matches/:id/test/report", async (c) => {
  if (c.env.TEST_HOOKS !== "1") return fail(c, { error: "not-found", message: "No such API route." });
  const r = await stub(c, c.req.param("id")).testReport(Number(c.req.query("n") ?? 100) || 0);
  return r ? c.json(r) : fail(c, { error: "not-found", message: "No such match." });
});

api.route("/", pushApi);

api.all("/api/*", (c) => fail(c, { error: "not-found", message: "No such API route." }));
