/**
 * Hidden-information leak test inside workerd: a whole 3-player game with the FULL random deck (no forced deck,
 * the server draws with its own secret seed), played by choosing moves from the views alone. Every raw frame
 * that every client receives (seats, spectators, late joiners, resyncs) and every HTTP answer is recorded; none
 * may contain the bag (in any order), the upcoming draw order, the PRNG state, the seed, a seat token or token
 * hash, or the keys bag/rng/seed/deck/forcedDeck/token/tokenHash. The true state is read from inside the Durable
 * Object (runInDurableObject) at many points, and the final views must equal the engine's views of it exactly.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { drawFromBag } from "../../engine/carcassonne/tile-supply.ts";
import { tileKind } from "../../engine/carcassonne/tiles.ts";
import { copyRng, type RngState } from "../../engine/core/prng.ts";
import { rngSecrets } from "../support/live-rng.ts";
import type { MatchRecord, SeatRow } from "../../worker/match-store.ts";
import { api, createMatch, matchStub, paced, TestSocket } from "./harness.ts";
import { placementsFromView, Rand } from "./game-helpers.ts";

const PLAYERS = 3;

interface Secrets {
  version: number;
  bag: number[];
  rng: RngState;
  future: string[];
  seed: string;
  hashes: string[];
}

/** The match's hidden facts, read inside its Durable Object. */
async function secrets(id: string): Promise<Secrets & { state: CarcState }> {
  const raw = await runInDurableObject(matchStub(id), (instance) => {
    const m = instance as unknown as { state: CarcState; rec: MatchRecord; seats: SeatRow[]; version: number };
    return JSON.stringify({ state: m.state, seed: m.rec.seed, hashes: m.seats.map((s) => s.tokenHash), version: m.version });
  });
  const { state, seed, hashes, version } = JSON.parse(raw) as { state: CarcState; seed: string; hashes: string[]; version: number };
  // the upcoming draw order: the same PRNG draws on a copy of the bag
  const twin = { ...state, bag: state.bag.slice(), rng: copyRng(state.rng) };
  const future: string[] = [];
  for (let k = drawFromBag(twin); k >= 0; k = drawFromBag(twin)) future.push(tileKind(k).id);
  return { state, version, bag: state.bag, rng: state.rng, future, seed, hashes };
}

describe("no hidden information leaves the Durable Object", () => {
  it("a full random-deck game: no frame holds the bag, the draw order, the PRNG, the seed or any token", { timeout: 60_000 }, async () => {
    const rand = new Rand("leak-test");
    const { id, tokens } = await createMatch(PLAYERS, {});
    const http: string[] = [];
    const summary = async () => {
      const r = await api<{ version: number; status: string }>("GET", `/api/matches/${id}`);
      http.push(JSON.stringify(r.json));
      return r.json;
    };
    const sockets: TestSocket[] = []; // every socket ever opened, for the final scan
    /** Opens a socket and says hello; with `since` it starts from `held`, the view the client holds at that version. */
    const join = async (token?: string, since?: number, held?: unknown) => {
      const s = await TestSocket.open(id);
      sockets.push(s);
      if (since !== undefined) [s.view, s.version] = [structuredClone(held ?? null), since];
      s.send({ t: "hello", ...(token === undefined ? {} : { token }), ...(since === undefined ? {} : { since }) });
      const w = await s.next("welcome");
      expect(w.view === null).toBe(since === w.version);
      return s;
    };
    const observers = [...(await Promise.all(tokens.map((t) => join(t)))), await join()];
    const actors: TestSocket[] = [];
    const acted = tokens.map(() => 0);
    for (const t of tokens) actors.push(await join(t));

    const samples: (Secrets & { state: CarcState })[] = [await secrets(id)];
    expect(samples[0]!.future.length).toBe(71 - 1); // 72 base tiles, the start tile placed, one drawn
    expect(samples[0]!.state.forcedDeck).toBe(false);
    expect(Array.isArray(samples[0]!.rng), "a live match draws with ChaCha20 (worker/secrets.ts newSeed)").toBe(false);

    let version = 0;
    for (;;) {
      const view = observers[PLAYERS]!.view as CarcView; // the spectator's view: enough to play
      if (view.finished) break;
      const seat = view.toAct[0]!;
      let action: CarcAction;
      if (view.phase === "place") {
        const options = placementsFromView(view);
        expect(options.length, `no placement for ${view.tile}`).toBeGreaterThan(0);
        action = { type: "place", ...rand.pick(options) };
      } else {
        expect(view.phase).toBe("meeple");
        const targets = (observers[seat]!.view as CarcView).meepleTargets;
        action = targets.length && rand.chance(0.35) ? { type: "meeple", feature: rand.pick(targets) } : { type: "pass" };
      }
      if (acted[seat]! >= 15) {
        // a fresh socket for the seat now and then, resuming from its version or from nothing
        actors[seat]!.close();
        actors[seat] = rand.chance(0.5) ? await join(tokens[seat], version, observers[seat]!.view) : await join(tokens[seat], 0);
        acted[seat] = 0;
      }
      const answer = await paced(actors[seat]!, action, `seat ${seat}`);
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      acted[seat]!++;
      version++;
      for (const s of [...observers, ...actors]) await s.waitVersion(version);
      if (version % 7 === 0) {
        samples.push(await secrets(id));
        expect(samples.at(-1)!.version).toBe(version);
        await summary();
      }
      if (version % 25 === 0) {
        // late joiners and resyncs mid-game
        const late = await join(undefined, rand.int(version));
        late.close();
        const s = observers[version % PLAYERS]!;
        s.send({ t: "sync" });
        await s.next("snapshot");
      }
    }
    const end = await secrets(id);
    samples.push(end);
    expect((await summary()).status).toBe("finished");
    expect(end.state.phase).toBe("over");
    expect(version).toBeGreaterThan(70);
    for (const [i, o] of observers.entries()) expect(o.view).toEqual(carcassonne.view(end.state, i < PLAYERS ? i : null));

    // ---- the scan ----------------------------------------------------------------------------------------------
    const frames = [...sockets.flatMap((s) => s.raw), ...http];
    expect(frames.length).toBeGreaterThan(500);
    const forbidden: string[] = [
      '"bag"',
      '"rng"',
      '"seed"',
      '"deck"',
      '"forcedDeck"',
      '"token"',
      '"tokenHash"',
      end.seed,
      ...tokens,
      ...end.hashes,
    ];
    for (const s of samples) {
      // The bag is kind indexes: a short one ("[4,4]") is a list any frame may hold by chance (scores, supplies),
      // and the upcoming ids below cover the end of the game; six indexes in a row are the bag's order.
      if (s.bag.length >= 6) forbidden.push(JSON.stringify(s.bag), JSON.stringify([...s.bag].reverse()), s.bag.join(","));
      forbidden.push(...rngSecrets(s.rng).texts);
      for (let i = 0; i + 3 <= s.future.length && i < 8; i++)
        forbidden.push(
          s.future
            .slice(i, i + 3)
            .map((t) => JSON.stringify(t))
            .join(","),
        );
    }
    const words = samples.flatMap((s) => rngSecrets(s.rng).words).map((w) => new RegExp(`(?<![0-9])${w}(?![0-9])`));
    for (const f of frames) {
      for (const bad of forbidden) if (f.includes(bad)) throw new Error(`frame leaks ${bad.slice(0, 80)}: ${f.slice(0, 300)}`);
      for (const w of words) expect(w.test(f), `frame holds a PRNG word ${w}: ${f.slice(0, 200)}`).toBe(false);
    }
    // each seat's frames carry only views: the tile counts left are public, their order is not
    expect(Object.values((observers[0]!.view as CarcView).unseen).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
