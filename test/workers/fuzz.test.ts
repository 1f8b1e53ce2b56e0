/**
 * Protocol fuzz inside workerd: 3,000 seeded random frames at a live 3-player forced-deck match (in `npm test`,
 * support/fuzz-size.ts, 1,000 frames and a deck of 24 tiles, so that the match ends there too), sent from
 * seat sockets (several per seat), a spectator and a socket that never said hello: junk text, random JSON,
 * near-valid frames, oversized and binary frames, random/stale/future/duplicate/foreign-seat acts, pings, syncs,
 * chats and hellos (a second hello on a socket is refused), interleaved with legal actions
 * computed on a local shadow state. Every frame's answer is
 * predicted by a model (protocol order of checks + the local engine) and compared; the version advances only for
 * a legal action from the right seat on the right base, the final views equal the engine's, and the Durable
 * Object never crashes (summary answers, long-lived observer sockets stay open throughout).
 */
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import { isRuleError } from "../../engine/index.ts";
import { frameBytes, parseClientFrame, type ServerFrame } from "../../contract/protocol.ts";
import { api, createMatch, TestSocket } from "./harness.ts";
import { localSetup, Rand, shuffledDeck } from "./game-helpers.ts";
import { fuzzSize } from "../support/fuzz-size.ts";

const FRAMES = fuzzSize(1000, 3000);
/** Tiles in the forced deck (the whole base game in full). */
const DECK = fuzzSize<number | undefined>(24, undefined);
const PLAYERS = 3;
const OPTIONS = { firstSeat: 0 };
/** Frames a slot socket sends before it is replaced (the rate limit's burst is 20). */
const SLOT_BUDGET = 17;

type Role = number | null | "none"; // seat, spectator, never said hello
interface Slot {
  kind: Role;
  sock: TestSocket;
  role: Role;
  sent: number;
}
type Expect =
  | { t: "close"; code: number }
  | { t: "reject"; code: string; id: string | null }
  | { t: "pong"; n: number }
  | { t: "welcome"; seat: number | null; since: number | undefined }
  | { t: "snapshot" }
  | { t: "chat"; text: string }
  | { t: "silent" }
  | { t: "patch"; id: string; seat: number; action: unknown };

const RESPONSES = new Set(["reject", "pong", "welcome", "snapshot", "patch"]);

describe("protocol fuzz", () => {
  it(`survives ${FRAMES} random frames and changes state only by legal actions`, { timeout: 60_000 }, async () => {
    const rand = new Rand("fuzz-seed-7");
    const deck = shuffledDeck(rand, DECK);
    const { id, tokens } = await createMatch(PLAYERS, OPTIONS, deck);
    let shadow: CarcState = localSetup(PLAYERS, OPTIONS, deck);
    let version = 0;
    const accepted = tokens.map(() => new Set<string>());
    const observers = [...(await Promise.all(tokens.map((t) => TestSocket.join(id, t)))), await TestSocket.join(id)];
    const stats: Record<string, number> = {};
    const count = (k: string) => void (stats[k] = (stats[k] ?? 0) + 1);

    async function open(kind: Role): Promise<Slot> {
      const sock = await TestSocket.open(id);
      const slot: Slot = { kind, sock, role: "none", sent: 0 };
      if (kind === "none") return slot;
      sock.send({ t: "hello", ...(kind === null ? {} : { token: tokens[kind] }) });
      slot.sent++;
      slot.role = (await sock.next("welcome")).seat;
      return slot;
    }
    const slots: Slot[] = [];
    for (const kind of [0, 0, 1, 1, 2, 2, null, "none"] as Role[]) slots.push(await open(kind));
    const listening = () => [...observers, ...slots.filter((s) => s.role !== "none" && !s.sock.closed).map((s) => s.sock)];

    // ---- frame generators -------------------------------------------------------------------------------------
    let n = 0;
    const CHARS = ["{", "}", "[", "]", '"', ":", ",", "t", "a", "c", "\\", " ", "0", "9", "-", "€", "\u0000", "𝄞", "é"];
    const junkText = (len: number) => Array.from({ length: len }, () => rand.pick(CHARS)).join("");
    const junkValue = (depth: number): unknown => {
      const k = rand.int(depth > 2 ? 5 : 7);
      if (k === 0) return rand.range(-5, 1e6) / rand.pick([1, 3]);
      if (k === 1) return junkText(rand.int(12));
      if (k === 2) return rand.pick([null, true, false]);
      if (k === 3) return rand.pick(["act", "hello", "sync", "ping", "chat", "pass", "place", ""]);
      if (k === 4) return rand.int(1000);
      if (k === 5) return Array.from({ length: rand.int(4) }, () => junkValue(depth + 1));
      return Object.fromEntries(
        Array.from({ length: rand.int(5) }, () => [
          rand.pick(["t", "id", "base", "action", "type", "x", "text", "n", junkText(3)]),
          junkValue(depth + 1),
        ]),
      );
    };
    const coord = () => (rand.chance(0.9) ? rand.range(-4, 4) : rand.pick([201, -500, 1.5, "1", null]));
    const randomAction = (): unknown => {
      switch (rand.int(9)) {
        case 0:
        case 1:
        case 2:
          return {
            type: "place",
            x: coord(),
            y: coord(),
            rotation: rand.chance(0.9) ? rand.int(4) : rand.pick([4, -1, 0.5]),
            ...(rand.chance(0.2)
              ? { tile: rand.pick(["base-A", "base-D", "base-Z", shadow.current >= 0 ? carcassonne.view(shadow, null).tile : "x"]) }
              : {}),
          };
        case 3:
          return { type: "meeple", feature: rand.pick(["e1", "e2", "r1", "r2", "r3", "c1", "o1", "o2", "zz", "", "x".repeat(9)]) };
        case 4:
          return { type: "pass" };
        case 5:
          return { type: rand.pick(["gold", "takeGold"]), x: coord(), y: coord() };
        case 6:
          return { type: rand.pick(["fly", "PLACE", "undo"]) };
        case 7:
          return { type: "pass", extra: 1 };
        default:
          return junkValue(2);
      }
    };
    const base = () => rand.pick([version, version, version, version - 1, version + 1, 0, rand.int(500)]);
    const freshId = (p: string) => `${p}${n}`;
    const legalFor = (seat: number) => carcassonne.legalActions(shadow, seat);
    const toAct = () => carcassonne.toAct(shadow)[0];
    const slotOf = (role: Role) => rand.pick(slots.filter((s) => s.role === role).concat(slots.filter((s) => s.kind === role)));

    /** Picks a slot and a raw frame for fuzz step n. */
    function generate(): { slot: Slot; raw: string | Uint8Array } {
      const r = rand.next();
      const active = toAct();
      let slot = rand.pick(slots);
      let frame: unknown;
      if (r < 0.04 && active !== undefined) {
        slot = slotOf(active);
        frame = { t: "act", id: freshId("L"), base: version, action: rand.pick(legalFor(active)) };
      } else if (r < 0.1 && active !== undefined) {
        slot = slotOf((active + 1 + rand.int(PLAYERS - 1)) % PLAYERS);
        frame = { t: "act", id: freshId("F"), base: version, action: rand.pick(legalFor(active)) };
      } else if (r < 0.13 && active !== undefined) {
        slot = slotOf(active);
        frame = {
          t: "act",
          id: freshId("S"),
          base: rand.pick([version - 1, version + 1, version + 50]),
          action: rand.pick(legalFor(active)),
        };
      } else if (r < 0.16) {
        const seat = rand.int(PLAYERS);
        const ids = [...accepted[rand.int(PLAYERS)]!];
        slot = slotOf(seat);
        frame = { t: "act", id: ids.length ? rand.pick(ids) : "none-yet", base: base(), action: randomAction() };
      } else if (r < 0.4) {
        frame = {
          t: "act",
          id: rand.chance(0.95) ? freshId("R") : junkValue(3),
          base: rand.chance(0.95) ? base() : junkValue(3),
          action: randomAction(),
        };
      } else if (r < 0.5) return { slot, raw: junkText(rand.int(300)) };
      else if (r < 0.6) frame = junkValue(0);
      else if (r < 0.7) {
        const valid: Record<string, unknown> = rand.pick([
          { t: "ping", n: 1 },
          { t: "sync" },
          { t: "chat", text: "hi" },
          { t: "act", id: "a", base: version, action: { type: "pass" } },
          { t: "hello" },
        ]);
        const keys = Object.keys(valid);
        const k = rand.int(3);
        if (k === 0) valid[rand.pick(["x", "seat", "v", "T"])] = junkValue(2);
        else if (k === 1) delete valid[rand.pick(keys.length > 1 ? keys.slice(1) : keys)];
        else valid[rand.pick(keys)] = junkValue(2);
        frame = valid;
      } else if (r < 0.72) {
        const big = stats.huge === undefined || stats.huge < 6 ? rand.chance(0.2) : false;
        if (big) count("huge");
        return { slot, raw: `{"t":"chat","text":"${"x".repeat(big ? rand.range(65_537, 80_000) : rand.range(8_193, 30_000))}"}` };
      } else if (r < 0.74) {
        const bytes = new Uint8Array(rand.chance(0.1) ? rand.range(8_193, 9_000) : rand.int(100)).map(() => rand.int(256));
        return { slot, raw: bytes };
      } else if (r < 0.8) frame = { t: "ping", n: rand.int(1e6) };
      else if (r < 0.86) frame = { t: "sync" };
      else if (r < 0.92) frame = { t: "chat", text: `${freshId("chat-")} ${junkText(rand.int(20))}` };
      else {
        const token = rand.pick([undefined, "bogus", tokens[0]!.slice(1), tokens[0]!.toUpperCase(), ...tokens]);
        const newRole = token === undefined ? null : tokens.indexOf(token) >= 0 ? tokens.indexOf(token) : slot.role;
        let since: number | undefined = rand.pick([undefined, version, version - 1, version + 3, 0]);
        // since = current keeps the socket's old view: only honest when its role (audience) does not change
        if (since === version && (newRole !== slot.role || slot.role === "none")) since = version + 1;
        frame = { t: "hello", ...(token === undefined ? {} : { token }), ...(since === undefined || since < 0 ? {} : { since }) };
      }
      return { slot, raw: JSON.stringify(frame) };
    }

    /** The answer the protocol must give (Match.webSocketMessage's order of checks, the engine for acts). */
    function predict(slot: Slot, raw: string | Uint8Array): Expect {
      const size = typeof raw === "string" ? frameBytes(raw) : raw.byteLength;
      if (size > 64 * 1024) return { t: "close", code: 1009 };
      const f = parseClientFrame(typeof raw === "string" ? raw : (raw.buffer as ArrayBuffer));
      if ("error" in f) return { t: "reject", code: f.error, id: null };
      if (f.t === "ping") return { t: "pong", n: f.n };
      if (f.t === "hello") {
        if (slot.role !== "none") return { t: "reject", code: "already-welcomed", id: null }; // one hello per socket
        if (f.token === undefined) return { t: "welcome", seat: null, since: f.since };
        const seat = tokens.indexOf(f.token);
        return seat < 0 ? { t: "reject", code: "bad-token", id: null } : { t: "welcome", seat, since: f.since };
      }
      const role = slot.role;
      if (role === "none") return { t: "reject", code: "hello-first", id: f.t === "act" ? f.id : null };
      if (f.t === "sync") return { t: "snapshot" };
      if (f.t === "chat") return role === null ? { t: "reject", code: "spectator", id: null } : { t: "chat", text: f.text };
      if (f.t === "standIn") throw new Error("the fuzz sends no standIn frames (bots.test.ts covers them)");
      if (f.t === "endVote") throw new Error("the fuzz sends no endVote frames (clock.test.ts covers them)");
      const no = (code: string): Expect => ({ t: "reject", code, id: f.id });
      if (role === null) return no("spectator");
      if (accepted[role]!.has(f.id)) return no("duplicate");
      if (carcassonne.result(shadow).finished) return no("finished");
      if (f.base !== version) return no("stale");
      const action = carcassonne.parseAction(f.action);
      if (isRuleError(action)) return no(action.code);
      const out = carcassonne.apply(shadow, role, action);
      if (isRuleError(out)) return no(out.code);
      return { t: "patch", id: f.id, seat: role, action };
    }

    for (n = 0; n < FRAMES; n++) {
      let { slot, raw } = generate();
      if (slot.sent >= SLOT_BUDGET || slot.sock.closed) {
        const i = slots.indexOf(slot);
        slot.sock.close();
        slots[i] = slot = await open(slot.kind);
        if (typeof raw === "string" && raw.includes(`"hello"`)) raw = JSON.stringify({ t: "ping", n }); // role may differ now
      }
      const want = predict(slot, raw);
      const sock = slot.sock;
      const mark = sock.mark();
      const where = `frame ${n} ${typeof raw === "string" ? raw.slice(0, 160) : `<${raw.byteLength} bytes>`} from role ${String(slot.role)}`;
      if (typeof raw === "string") sock.send(raw);
      else sock.ws.send(raw);
      slot.sent++;
      count(want.t === "reject" ? want.code : want.t);
      if (want.t === "close") {
        expect((await sock.waitClosed()).code, where).toBe(want.code);
        continue;
      }
      if (want.t === "silent") {
        sock.send({ t: "ping", n: -n });
        slot.sent++;
      }
      const got = await sock.frameAfter(mark, (f) => RESPONSES.has(f.t) || (want.t === "chat" && f.t === "chat" && f.text === want.text));
      if (got.t === "reject" && got.code === "rate-limited") {
        count("rate-limited (no change)");
        continue;
      }
      // a seat's chat lines have a rate of their own (time-based: chat.test.ts checks it exactly)
      if (want.t === "chat" && got.t === "reject" && got.code === "chat-rate-limited") {
        count("chat-rate-limited (no change)");
        continue;
      }
      const check = (cond: boolean) =>
        expect(cond, `${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got).slice(0, 300)}`).toBe(true);
      switch (want.t) {
        case "reject":
          check(got.t === "reject" && got.code === want.code && got.id === want.id);
          break;
        case "pong":
          check(got.t === "pong" && got.n === want.n);
          break;
        case "silent":
          check(got.t === "pong" && got.n === -n);
          break;
        case "chat":
          check(got.t === "chat" && got.seat === slot.role);
          break;
        case "snapshot":
          check(
            got.t === "snapshot" &&
              got.v === version &&
              JSON.stringify(got.view) === JSON.stringify(carcassonne.view(shadow, slot.role as number | null)),
          );
          break;
        case "welcome": {
          check(got.t === "welcome" && got.seat === want.seat && got.version === version);
          const view = (got as Extract<ServerFrame, { t: "welcome" }>).view;
          check(want.since === version ? view === null : JSON.stringify(view) === JSON.stringify(carcassonne.view(shadow, want.seat)));
          slot.role = want.seat;
          break;
        }
        case "patch": {
          check(got.t === "patch" && got.ack === want.id && got.v === version + 1);
          const out = carcassonne.apply(shadow, want.seat, want.action as never);
          if (isRuleError(out)) throw new Error("model error");
          shadow = out.state;
          version++;
          accepted[want.seat]!.add(want.id);
          for (const s of listening()) await s.waitVersion(version);
          break;
        }
      }
      if (n % 100 === 99) {
        const summary = await api<{ version: number }>("GET", `/api/matches/${id}`);
        expect(summary.json.version, where).toBe(version);
        for (const [seat, o] of observers.entries()) {
          expect(o.closed, `observer ${seat} closed at ${where}`).toBe(null);
          expect(o.version).toBe(version);
        }
      }
    }

    // ---- end: nothing crashed, every view is the engine's view of the shadow state ------------------------------
    const summary = await api<{ version: number; status: string }>("GET", `/api/matches/${id}`);
    expect(summary.status).toBe(200);
    expect(summary.json.version).toBe(version);
    for (const [i, o] of observers.entries()) {
      const seat = i < PLAYERS ? i : null;
      expect(o.closed).toBe(null);
      expect(o.view).toEqual(carcassonne.view(shadow, seat));
      o.send({ t: "sync" });
      expect(await o.next("snapshot")).toEqual({ t: "snapshot", v: version, view: carcassonne.view(shadow, seat) });
    }
    for (const s of slots) if (s.role !== "none" && !s.sock.closed) expect(s.sock.view).toEqual(carcassonne.view(shadow, s.role));
    console.log(`fuzz: version ${version}, finished ${carcassonne.result(shadow).finished}, answers ${JSON.stringify(stats)}`);
    expect(version).toBeGreaterThan((60 * FRAMES) / 3000);
    // Every kind of answer came up (so the smaller run proves as many kinds as the full one), a placement refusal too.
    for (const k of [
      "not-your-turn",
      "bad-frame",
      "patch",
      "hello-first",
      "stale",
      "bad-action",
      "already-welcomed",
      "pong",
      "spectator",
      "too-large",
      "welcome",
      "chat",
      "snapshot",
      "duplicate",
      "close",
      "wrong-phase",
      "chat-rate-limited (no change)",
      "bad-token",
      "finished",
    ])
      expect(stats[k] ?? 0, k).toBeGreaterThan(0);
    expect(["not-adjacent", "edge-mismatch", "occupied"].filter((k) => stats[k])).not.toEqual([]);
    expect(stats["rate-limited (no change)"] ?? 0).toBeLessThan(FRAMES / 20);
  });
});
