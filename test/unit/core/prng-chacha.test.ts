/**
 * The live generator (engine/core/prng-chacha.ts) is the ChaCha20 keystream of RFC 8439 under the seed's key,
 * nonce zero: the test vectors of RFC 8439 Appendix A.1 come out of `seedRng` + `nextUint32` word for word (so a
 * wrong key schedule, byte order or block counter fails), and so does OpenSSL's ChaCha20 (node:crypto), an
 * independent implementation, over many blocks of other keys. The one-block memo never mixes states: interleaved
 * draws from different keys, from one key at different points and after a refused state all match fresh runs.
 * Malformed `c20:` seeds are refused (an exception in the engine, a typed bad-replay error in a replay file). A whole
 * game of each engine played with a live seed replays exactly from a replay file holding that seed and its actions.
 */
import { createCipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { copyRng, isWellFormedSeed, nextInt, nextUint32, seedRng, type ChaChaState, type RngState } from "../../../engine/core/prng.ts";
import { runReplay } from "../../../engine/core/replay.ts";
import { games, isRuleError } from "../../../engine/index.ts";
import { liveSeed } from "../../support/live-rng.ts";
import { Rand } from "../../support/rand.ts";

/** Keystream bytes as the little-endian 32-bit words the generator returns. */
function words(hex: string): number[] {
  return hex.match(/.{8}/g)!.map((w) => Number.parseInt(w.match(/../g)!.reverse().join(""), 16));
}

function draw(s: RngState, n: number): number[] {
  return Array.from({ length: n }, () => nextUint32(s));
}

function chacha(key: string): ChaChaState {
  const s = seedRng(`c20:${key}`);
  if (Array.isArray(s)) throw new Error("not a ChaCha20 state");
  return s;
}

/** OpenSSL's ChaCha20 keystream from block 0 (its IV is the 32-bit counter, little-endian, then the nonce). */
function openSslWords(key: string, count: number): number[] {
  const cipher = createCipheriv("chacha20", Buffer.from(key, "hex"), Buffer.alloc(16));
  return words(cipher.update(Buffer.alloc(4 * count)).toString("hex"));
}

// RFC 8439 Appendix A.1, "Test Vectors for the ChaCha20 Block Function" with an all-zero nonce.
const ZERO_KEY = "00".repeat(32);
const RFC_A1 = [
  {
    vector: 1,
    key: ZERO_KEY,
    counter: 0,
    stream:
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586",
  },
  {
    vector: 2,
    key: ZERO_KEY,
    counter: 1,
    stream:
      "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f",
  },
  {
    vector: 3,
    key: `${"00".repeat(31)}01`,
    counter: 1,
    stream:
      "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0",
  },
];

describe("ChaCha20 keystream (RFC 8439)", () => {
  for (const v of RFC_A1) {
    it(`test vector A.1 #${v.vector}: block ${v.counter} of the stream`, () => {
      const s = chacha(v.key);
      draw(s, 16 * v.counter); // the blocks before
      expect(draw(s, 16)).toEqual(words(v.stream));
      expect(s.used).toBe(16 * (v.counter + 1));
    });
  }

  it("agrees with OpenSSL's ChaCha20 over 40 blocks of several keys", () => {
    const keys = [
      ZERO_KEY,
      `00ff${"00".repeat(30)}`,
      "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      liveSeed("openssl").slice(4),
    ];
    for (const key of keys) expect(draw(chacha(key), 640), key).toEqual(openSslWords(key, 640));
  });

  it("a state starting mid-stream gives that part of the stream (word i = word i % 16 of block i / 16)", () => {
    const key = liveSeed("offsets").slice(4);
    const stream = openSslWords(key, 200);
    for (const at of [5, 16, 31, 60, 100, 127, 183]) expect(draw({ key, used: at }, 17), `from ${at}`).toEqual(stream.slice(at, at + 17));
  });

  it("a key yields 2^36 − 128 words (chunks of 8 blocks below @noble/ciphers' counter limit), then throws, never wraps", () => {
    const s: ChaChaState = { key: ZERO_KEY, used: 2 ** 36 - 256 };
    expect(draw(s, 128)).toHaveLength(128);
    expect(s.used).toBe(2 ** 36 - 128);
    expect(() => nextUint32(s)).toThrow();
  });
});

describe("the one-block memo never mixes states", () => {
  it("interleaved draws from two keys and from one key at two points equal separate runs", () => {
    const a = seedRng(liveSeed("memo-a")),
      b = seedRng(liveSeed("memo-b"));
    const expectA = draw(copyRng(a), 300),
      expectB = draw(copyRng(b), 300);
    const late = copyRng(a);
    draw(late, 37);
    const expectLate = draw(copyRng(late), 300);
    const got: number[][] = [[], [], []];
    for (let i = 0; i < 300; i++) {
      got[0]!.push(nextUint32(a));
      got[1]!.push(nextUint32(b));
      got[2]!.push(nextUint32(late));
    }
    expect(got).toEqual([expectA, expectB, expectLate]);
  });

  it("a state with a broken key throws and leaves no trace in later draws", () => {
    const good = seedRng(liveSeed("memo-good"));
    const expected = draw(copyRng(good), 40);
    expect(nextUint32(good)).toBe(expected[0]);
    expect(() => nextUint32({ key: "zz".repeat(32), used: 1 })).toThrow();
    expect(() => nextUint32({ key: ZERO_KEY, used: 2 ** 40 })).toThrow();
    expect(draw(good, 39)).toEqual(expected.slice(1));
  });

  it("nextInt draws the same values from a copy, a JSON copy and the original", () => {
    const s = seedRng(liveSeed("memo-int"));
    draw(s, 9);
    const copies = [copyRng(s), JSON.parse(JSON.stringify(s)) as RngState];
    const want = Array.from({ length: 200 }, () => nextInt(s, 72));
    for (const c of copies) expect(Array.from({ length: 200 }, () => nextInt(c, 72))).toEqual(want);
  });
});

describe("c20: seeds", () => {
  it("a well-formed seed is c20: and 64 lowercase hex digits; its state is the key and the words used", () => {
    const seed = liveSeed("form");
    expect(seed).toMatch(/^c20:[0-9a-f]{64}$/);
    expect(seedRng(seed)).toEqual({ key: seed.slice(4), used: 0 });
    expect(isWellFormedSeed(seed)).toBe(true);
    expect(isWellFormedSeed("any other text")).toBe(true);
  });

  it("a malformed one is refused rather than silently seeding another generator", () => {
    const good = liveSeed("bad");
    for (const bad of [
      "c20:",
      "c20:abc",
      good.toUpperCase().replace("C20", "c20"),
      `${good}0`,
      good.slice(0, -1),
      `${good.slice(0, -1)}g`,
      `${good} `,
    ]) {
      expect(isWellFormedSeed(bad), bad).toBe(false);
      expect(() => seedRng(bad), bad).toThrow(/c20:/);
      const out = runReplay({ game: "carcassonne", players: 2, seed: bad, actions: [] }, games);
      expect(isRuleError(out) && out.code, bad).toBe("bad-replay");
      expect(isRuleError(out) && out.message, bad).toMatch(/^seed: a c20: seed is c20: followed by 64 lowercase hex digits/);
    }
  });
});

describe("a live-seeded game replays exactly", () => {
  for (const [id, players, options] of [
    ["carcassonne", 3, { goldMines: true }],
    ["starwars", 4, { teams: true }],
    ["newfrontiers", 4, { setup: "later", goals: true }],
  ] as const) {
    it(`${id}: random legal moves to the end, then the replay file (seed + actions) reaches the same result`, () => {
      const game = games[id]!,
        seed = liveSeed(`replay-${id}`),
        rand = new Rand(`moves-${id}`);
      const opts = game.parseOptions(options);
      let state = isRuleError(opts) ? opts : game.setup(players, opts, seed);
      const actions: Record<string, unknown>[] = [];
      for (
        let seat = isRuleError(state) ? undefined : game.toAct(state)[0];
        seat !== undefined && !isRuleError(state);
        seat = game.toAct(state)[0]
      ) {
        const legal = game.legalActions(state, seat);
        const action = legal[rand.int(legal.length)];
        const out = game.apply(state, seat, action);
        if (isRuleError(out)) throw new Error(out.code);
        actions.push({ seat, ...(action as object) });
        state = out.state;
      }
      if (isRuleError(state)) throw new Error(state.code);
      expect(Array.isArray((state as { rng: RngState }).rng)).toBe(false);
      const replayed = runReplay(JSON.parse(JSON.stringify({ game: id, options, players, seed, actions })), games);
      if (isRuleError(replayed)) throw new Error(replayed.code);
      expect(replayed.error).toBeNull();
      expect(replayed.finished).toBe(true);
      expect(replayed.applied).toBe(actions.length);
      expect(replayed.scores).toEqual(game.result(state).scores);
    });
  }
});
