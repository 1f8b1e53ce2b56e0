/**
 * Chat inside workerd (worker/match-chat.ts): a seated player's line reaches every socket, spectators'
 * included; lines are kept, so a socket that joins later — or after the Durable Object restarts — gets them in its
 * welcome; only the last KEEP are kept; a seat over its rate is refused with `chat-rate-limited` and its line reaches
 * nobody; a socket whose seat token is no longer its seat's cannot chat.
 */
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../contract/protocol.ts";
import { BURST, KEEP, MatchChat, REFILL_MS } from "../../worker/match-chat.ts";
import { createMatch, matchStub, TestSocket } from "./harness.ts";

type Chat = Extract<ServerFrame, { t: "chat" }>;

async function started() {
  const { id, tokens } = await createMatch(2, { farmers: true });
  const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
  const spectator = await TestSocket.join(id);
  return { id, tokens, seats, spectator };
}

/** Sends a line from `s` and waits until `reader` has it. */
async function say(s: TestSocket, reader: TestSocket, text: string): Promise<Chat> {
  const mark = reader.mark();
  s.send({ t: "chat", text });
  return (await reader.frameAfter(mark, (f) => f.t === "chat" && f.text === text)) as Chat;
}

describe("chat", () => {
  it("a later socket, a spectator and a socket after a restart get the kept lines, in order, in their welcome", async () => {
    const m = await started();
    await say(m.seats[0]!, m.spectator, "hi <b>all</b>");
    await say(m.seats[1]!, m.spectator, "good luck");
    const late = await TestSocket.open(m.id);
    late.send({ t: "hello" });
    const w = await late.next("welcome");
    expect(w.chat?.map((c) => [c.seat, c.name, c.text])).toEqual([
      [0, "P0", "hi <b>all</b>"],
      [1, "P1", "good luck"],
    ]);
    await abortAllDurableObjects();
    for (const s of [...m.seats, m.spectator, late]) await s.waitClosed();
    const back = await TestSocket.open(m.id);
    back.send({ t: "hello", token: m.tokens[1] });
    expect((await back.next("welcome")).chat?.map((c) => c.text)).toEqual(["hi <b>all</b>", "good luck"]);
  });

  it("a burst over the seat's rate is refused with chat-rate-limited and reaches nobody; the other seat still chats", async () => {
    const m = await started();
    for (let i = 0; i < BURST; i++) await say(m.seats[0]!, m.spectator, `line ${i}`);
    const mark = m.seats[0]!.mark();
    m.seats[0]!.send({ t: "chat", text: "one too many" });
    expect(await m.seats[0]!.frameAfter(mark, (f) => f.t === "reject")).toMatchObject({ t: "reject", code: "chat-rate-limited" });
    await say(m.seats[1]!, m.spectator, "my turn to talk");
    for (const s of [...m.seats, m.spectator]) expect(s.frames.some((f) => f.t === "chat" && f.text === "one too many")).toBe(false);
    const late = await TestSocket.join(m.id);
    const texts = late.frames.flatMap((f) => (f.t === "welcome" ? (f.chat ?? []).map((c) => c.text) : []));
    expect(texts).toEqual([...Array.from({ length: BURST }, (_, i) => `line ${i}`), "my turn to talk"]);
  });

  it("keeps the last KEEP lines, and lets a seat write again as its rate refills", async () => {
    const { id } = await createMatch(2, { farmers: true });
    await runInDurableObject(matchStub(id), (_instance, state) => {
      const chat = new MatchChat(state.storage.sql);
      let now = 1_000_000;
      for (let i = 0; i < BURST; i++) expect(chat.write(0, "Ana", `a${i}`, now)).not.toBeNull();
      expect(chat.write(0, "Ana", "refused", now)).toBeNull();
      expect(chat.write(0, "Ana", "still refused", now + REFILL_MS - 1)).toBeNull();
      now += REFILL_MS;
      expect(chat.write(0, "Ana", "refilled", now)).toMatchObject({ seat: 0, name: "Ana", text: "refilled", at: now });
      for (let i = 0; i < KEEP + 10; i++) chat.write(1, "Bo", `b${i}`, (now += REFILL_MS));
      const kept = chat.recent();
      expect(kept).toHaveLength(KEEP);
      expect(kept[0]!.text).toBe("b10");
      expect(kept.at(-1)!.text).toBe(`b${KEEP + 9}`);
    });
  });
});
