/**
 * worker/view-diff.ts: the patch from one view to the next, applied as clients apply it (fast-json-patch's
 * applyPatch, validating), rebuilds the next view exactly; it emits the same operations as fast-json-patch's
 * `compare` did (order aside), on random JSON (fast-check, fixed seed) and on the views of a whole scripted game.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import jsonpatch, { type Operation } from "fast-json-patch";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { scriptGame } from "../../bench/bench-games.ts";
import { diffViews } from "../../../worker/view-diff.ts";

const byPath = (ops: Operation[]) => [...ops].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

function check(before: object, after: object): void {
  const ops = diffViews(before, after);
  const text = JSON.stringify(ops); // what a frame carries
  const applied = jsonpatch.applyPatch(structuredClone(before), JSON.parse(text) as Operation[], true, false).newDocument;
  expect(applied).toEqual(after);
  expect(byPath(JSON.parse(text) as Operation[])).toEqual(byPath(jsonpatch.compare(before, after)));
}

describe("diffViews", () => {
  it("rebuilds the next value and matches compare's operations on random JSON", () => {
    // as JSON text carries them (no -0), like every view a frame carries
    const container = fc
      .oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()))
      .map((x) => JSON.parse(JSON.stringify(x)) as object);
    fc.assert(
      fc.property(container, container, (a, b) => {
        if (Array.isArray(a) !== Array.isArray(b)) return;
        check(a, b);
      }),
      { seed: 14, numRuns: 500 },
    );
  });

  it("handles keys that need escaping, prototype names, removals, type changes and undefined as absent", () => {
    check({ "a/b": 1, "c~d": [1, 2, 3], constructor: 1, x: { y: [1] } }, { "a/b": 2, "c~d": [1], toString: 2, x: { y: { z: 1 } } });
    check([1, [2, 3], { a: null }], [1, [2, 3, 4], { a: 0 }, "new"]);
    expect(diffViews({ a: 1, b: undefined }, { a: 1, c: undefined })).toEqual([]);
    expect(diffViews({ a: 1 }, { a: 1, b: undefined, c: 2 })).toEqual([{ op: "add", path: "/c", value: 2 }]);
  });

  it("gives every audience's patches of a whole game (seats and spectator): each rebuilds the engine's view", () => {
    const sc = scriptGame(3, "view-diff-test");
    let state = carcassonne.setup(3, carcassonne.parseOptions(sc.options) as never, "bench", { deck: sc.deck });
    const audiences = [0, 1, 2, null];
    let views = audiences.map((a) => carcassonne.view(state as never, a));
    for (const { seat, action } of sc.actions) {
      const out = carcassonne.apply(state as never, seat, action as never);
      if ("error" in out) throw new Error(out.code);
      state = out.state;
      const next = audiences.map((a) => carcassonne.view(state as never, a));
      next.forEach((v, k) => check(views[k]!, v));
      views = next;
    }
    expect(views[0]!.finished).toBe(true);
  });
});
