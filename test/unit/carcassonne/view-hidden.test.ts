/**
 * Views and hidden information (design.md: "view(state, seat) … never contains hidden info"; view.ts: never the
 * bag's order, the PRNG state, whether the deck is forced, or another seat's hand). Along seeded random games over
 * all option mixes and 2–6 players, at every sixth state (twelfth in `npm test`: support/fuzz-size.ts) and the
 * last, for every seat and for spectators:
 *  - no rng/bag/forcedDeck/hands key anywhere in a view, and none of the PRNG's numbers or its key (games with an
 *    odd number of players use a live ChaCha20 seed, the others an sfc32 one);
 *  - a view is plain JSON (JSON round-trip gives a strictly equal value);
 *  - the state with the remaining bag reordered, a different PRNG state and the forced-deck flag flipped gives
 *    byte-identical views: the remaining draw order cannot be read from any view;
 *  - hand of three: a seat sees its own hand and only the sizes of the others; swapping a tile between another
 *    seat's hand and the bag leaves its view (and the spectator's) unchanged; the next action played on both
 *    states emits the same events and leaves the other seats' views equal (no event names a drawn hand tile);
 *  - `unseen` counts exactly the bag plus the hands the viewer cannot see.
 */
import { describe, expect, it } from "vitest";
import { isRuleError, type GameEvent } from "../../../engine/core/game-module.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";
import { fuzzSize } from "../../support/fuzz-size.ts";
import { liveSeed, rngSecrets } from "../../support/live-rng.ts";
import { game, kindId, mixName, OPTION_MIXES, plainProblem, PLAYER_COUNTS, Rand, randomGame, type OptionInput } from "./fuzz-helpers.ts";

const FORBIDDEN_KEYS = new Set(["rng", "bag", "forcedDeck", "hands"]);
const STATE_STRIDE = fuzzSize(12, 6);

function clone(s: CarcState): CarcState {
  return JSON.parse(JSON.stringify(s)) as CarcState;
}

/** Paths of forbidden keys and of numbers equal to one of `secrets`, anywhere in `v`. */
function leaks(v: unknown, secrets: readonly number[], path = "view"): string[] {
  if (typeof v === "number") return secrets.includes(v) ? [`${path} = ${v} (a PRNG word)`] : [];
  if (typeof v !== "object" || v === null) return [];
  const out: string[] = [];
  for (const [k, x] of Object.entries(v)) {
    if (FORBIDDEN_KEYS.has(k)) out.push(`${path}.${k}`);
    out.push(...leaks(x, secrets, `${path}.${k}`));
  }
  return out;
}

function seatsOf(s: CarcState): (number | null)[] {
  return [null, ...Array.from({ length: s.players }, (_, i) => i)];
}

function views(s: CarcState): string[] {
  return seatsOf(s).map((seat) => JSON.stringify(game.view(s, seat)));
}

/** The same position with the remaining draw order, the PRNG and the forced-deck flag changed. */
function reshuffled(s: CarcState, rand: Rand): CarcState {
  const c = clone(s);
  const before = JSON.stringify(c.bag);
  rand.shuffle(c.bag);
  if (c.bag.length >= 2 && JSON.stringify(c.bag) === before) c.bag.reverse();
  c.rng = [rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32), rand.int(2 ** 32)];
  c.forcedDeck = !c.forcedDeck;
  return c;
}

function checkOneView(s: CarcState, seat: number | null, v: CarcView, where: string): void {
  const secret = rngSecrets(s.rng);
  const found = leaks(v, secret.words);
  if (found.length) expect.fail(`${where}: view for ${seat} leaks ${found.join(", ")}`);
  const json = JSON.stringify(v);
  for (const word of secret.words)
    if (Math.abs(word) >= 1e5 && json.includes(String(word))) expect.fail(`${where}: view text contains PRNG word ${word}`);
  for (const text of secret.texts) if (json.includes(text)) expect.fail(`${where}: view text contains the PRNG state ${text}`);
  const notPlain = plainProblem(v);
  if (notPlain) expect.fail(`${where}: view for ${seat} is not plain JSON: ${notPlain}`);
  const want = (what: string, got: unknown, expected: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(expected))
      expect.fail(`${where}: view for ${seat}: ${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  };
  want("seat", v.seat, seat);
  if (s.hands) {
    want(
      "handSizes",
      v.handSizes,
      s.hands.map((h) => h.length),
    );
    want("hand", v.hand, seat === null ? null : s.hands[seat]!.map(kindId));
    want("tile", v.tile, null);
  } else {
    want("hand", v.hand, null);
    want("handSizes", v.handSizes, null);
    want("tile", v.tile, s.current >= 0 ? kindId(s.current) : null);
  }
  const hidden = [...s.bag, ...(s.hands ?? []).flatMap((h, owner) => (owner === seat ? [] : h))];
  const expectUnseen: Record<string, number> = {};
  for (const k of hidden) expectUnseen[kindId(k)] = (expectUnseen[kindId(k)] ?? 0) + 1;
  const sorted = (r: Record<string, number>) => Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1));
  want("unseen", sorted(v.unseen), sorted(expectUnseen));
  want("tilesLeft", v.tilesLeft, s.bag.length);
}

function hasDiscard(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.key === "tileDiscarded");
}

describe("views hide what they must", () => {
  for (const mix of OPTION_MIXES) {
    it(`${mixName(mix)}: no secret in any view; reordering the bag or the PRNG changes no view`, () => {
      let reshuffledChecks = 0,
        handSwaps = 0,
        sameEventChecks = 0;
      for (const players of PLAYER_COUNTS) {
        const label = `view-${mixName(mix)}-${players}`;
        const o: OptionInput = mix,
          seed = players % 2 === 1 ? liveSeed(label) : label; // both generators (prng.ts)
        const rand = new Rand(`view-rand:${seed}`);
        const run = randomGame(players, o, seed);
        run.states.forEach((s, i) => {
          if (i % STATE_STRIDE !== 0 && i !== run.states.length - 1) return;
          const where = `seed ${seed}, ${players}p ${JSON.stringify(o)}, state ${i}`;
          const original = views(s);
          for (const seat of seatsOf(s)) checkOneView(s, seat, game.view(s, seat), where);
          if (i % (4 * STATE_STRIDE) === 0) {
            const v = game.view(s, rand.pick(seatsOf(s)));
            expect(JSON.parse(JSON.stringify(v)), `${where}: view is not plain JSON`).toStrictEqual(v);
          }

          // The remaining draw order and the PRNG state are invisible.
          if (s.bag.length >= 2) {
            const c = reshuffled(s, rand);
            expect(views(c), `${where}: a view depends on the bag order, the PRNG or the forced-deck flag`).toEqual(original);
            reshuffledChecks++;
          }

          if (!s.hands || s.bag.length === 0) return;
          // Another seat's hand is invisible: swap one of its tiles with a different kind from the bag.
          const owners = s.hands.flatMap((h, owner) => (h.length ? [owner] : []));
          const owner = rand.pick(owners);
          const h = rand.int(s.hands[owner]!.length);
          const b = s.bag.findIndex((k) => k !== s.hands![owner]![h]);
          if (b >= 0) {
            const c = clone(s);
            [c.hands![owner]![h], c.bag[b]] = [c.bag[b]!, c.hands![owner]![h]!];
            const swapped = views(c);
            seatsOf(s).forEach((seat, n) => {
              if (seat === owner) expect(swapped[n], `${where}: the owner must see its changed hand`).not.toBe(original[n]);
              else expect(swapped[n], `${where}: seat ${seat} can see seat ${owner}'s hand`).toBe(original[n]);
            });
            handSwaps++;
          }

          // Playing on with a reshuffled bag: same events, same views for everyone but the drawer (unless a
          // tile was discarded, which shows it to all).
          const seats = game.toAct(s);
          if (seats.length === 0) return;
          const seat = seats[0]!;
          const action = rand.pick(game.legalActions(s, seat));
          const c = reshuffled(s, rand);
          const a = game.apply(s, seat, action),
            b2 = game.apply(c, seat, action);
          if (isRuleError(a) || isRuleError(b2)) expect.fail(`${where}: legal action refused`);
          for (const e of [...a.events, ...b2.events]) {
            if (e.key === "tileDrawn" && Object.keys(e.args).some((k) => k !== "seat"))
              expect.fail(`${where}: a hand-of-three draw event shows more than who drew: ${JSON.stringify(e)}`);
            const found = leaks(e, []);
            if (found.length) expect.fail(`${where}: event ${JSON.stringify(e)} carries ${found.join(", ")}`);
          }
          if (hasDiscard(a.events) || hasDiscard(b2.events)) return;
          expect(JSON.stringify(b2.events), `${where}: events reveal the drawn tiles`).toBe(JSON.stringify(a.events));
          const va = views(a.state),
            vb = views(b2.state);
          seatsOf(s).forEach((viewer, n) => {
            if (viewer !== seat)
              expect(vb[n], `${where}: after ${JSON.stringify(action)}, seat ${viewer} sees seat ${seat}'s draw`).toBe(va[n]);
          });
          sameEventChecks++;
        });
      }
      expect(reshuffledChecks).toBeGreaterThan(30);
      if (mix.handOfThree) {
        expect(handSwaps).toBeGreaterThan(30);
        expect(sameEventChecks).toBeGreaterThan(30);
      }
    }, 30_000);
  }

  it("events never carry the bag, the PRNG or hidden hands, in any mode", () => {
    for (const mix of OPTION_MIXES) {
      const run = randomGame(4, mix, `events-${mixName(mix)}`);
      run.events.forEach((events, i) => {
        for (const e of events) {
          const found = leaks(e, rngSecrets(run.states[i + 1]!.rng).words);
          if (found.length) expect.fail(`${mixName(mix)} action ${i}: event ${JSON.stringify(e)} carries ${found.join(", ")}`);
          if (mix.handOfThree && e.key === "tileDrawn")
            expect([Object.keys(e).sort(), Object.keys(e.args)]).toEqual([["args", "key"], ["seat"]]);
        }
      });
    }
  });
});
