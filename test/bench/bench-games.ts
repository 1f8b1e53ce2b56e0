/**
 * The games the server benchmarks play, computed locally with the engine first: a forced deck from a seeded
 * shuffle of the base tiles, firstSeat 0, seeded uniform random legal choices. The server plays the same game
 * because its only randomness (draw order and first seat) is forced. Also the checks and size breakdown of the
 * patch frames the server sent against those games.
 */
import { isDeepStrictEqual } from "node:util";
import jsonpatch, { type Operation } from "fast-json-patch";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { TILE_KINDS, tileSupply } from "../../engine/carcassonne/tiles.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import { nextInt, seedRng } from "../../engine/core/prng.ts";

export interface Script {
  players: number;
  options: { farmers: true; firstSeat: 0 };
  deck: string[];
  actions: { seat: number; action: unknown }[];
  /** Full views at version 0, per audience (seats…, then spectator). */
  initialViews: unknown[];
  /** JSON bytes of the full view per version (0 … actions.length), per audience (seats…, then spectator). */
  viewBytes: number[][];
  /** Full views at the last version, per audience (seats…, then spectator). */
  finalViews: unknown[];
}

function seededDeck(seed: string): string[] {
  const ids = tileSupply(["base"]).map((k) => TILE_KINDS[k]!.id);
  const rng = seedRng(seed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

/** Plays a seeded random game locally (up to maxActions) with the same forced deck the server gets. */
export function scriptGame(players: number, seed: string, maxActions = Infinity): Script {
  const options = { farmers: true, firstSeat: 0 } as const;
  const deck = seededDeck(`deck:${seed}`);
  const opts = carcassonne.parseOptions(options);
  if (isRuleError(opts)) throw new Error(opts.message);
  let state = carcassonne.setup(players, opts, "bench", { deck });
  if (isRuleError(state)) throw new Error(state.message);
  const audiences: (number | null)[] = [...Array(players).keys(), null];
  const viewsOf = (s: typeof state) => audiences.map((a) => carcassonne.view(s as never, a));
  const bytesOf = (views: unknown[]) => views.map((v) => Buffer.byteLength(JSON.stringify(v)));
  const rng = seedRng(`choices:${seed}`);
  const actions: Script["actions"] = [];
  const initialViews = viewsOf(state);
  const viewBytes = [bytesOf(initialViews)];
  while (actions.length < maxActions) {
    const seat = carcassonne.toAct(state as never)[0];
    if (seat === undefined) break;
    const legal = carcassonne.legalActions(state as never, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no legal action (seed ${seed})`);
    const action = legal[nextInt(rng, legal.length)]!;
    const out = carcassonne.apply(state as never, seat, action);
    if (isRuleError(out)) throw new Error(`legal action refused: ${out.code}`);
    state = out.state;
    actions.push({ seat, action });
    viewBytes.push(bytesOf(viewsOf(state)));
  }
  return { players, options, deck, actions, initialViews, viewBytes, finalViews: viewsOf(state) };
}

/** Applies patch frames (JSON text, in order) to a welcome view and compares the result with the engine's view. */
export function patchesReproduceView(welcomeView: unknown, frames: string[], expected: unknown): boolean {
  let doc = structuredClone(welcomeView);
  for (const text of frames) doc = jsonpatch.applyPatch(doc, (JSON.parse(text) as { ops: Operation[] }).ops, false, true).newDocument;
  return isDeepStrictEqual(doc, expected);
}

export interface PatchParts {
  /** UTF-8 bytes of the JSON Patch itself: the `ops` array as JSON text. The server sends JSON.stringify of the
   *  frame, so re-serialising the parsed array gives exactly its text in the frame (checked: `opsTextInFrame`). */
  ops: number[];
  /** The rest of the frame: t, from, v, ack, keys and punctuation. */
  rest: number[];
  /** Number of operations per patch. */
  opCount: number[];
  /** Every frame contains `"ops":<that text>` verbatim. */
  opsTextInFrame: boolean;
}

/** Splits patch frames (JSON text) into the byte sizes of their parts. */
export function patchParts(frames: string[]): PatchParts {
  const out: PatchParts = { ops: [], rest: [], opCount: [], opsTextInFrame: true };
  for (const text of frames) {
    const f = JSON.parse(text) as { ops: unknown[] };
    const opsText = JSON.stringify(f.ops);
    const o = Buffer.byteLength(opsText);
    out.ops.push(o);
    out.rest.push(Buffer.byteLength(text) - o);
    out.opCount.push(f.ops.length);
    out.opsTextInFrame &&= text.includes(`"ops":${opsText}`);
  }
  return out;
}
