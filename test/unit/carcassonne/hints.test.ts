/**
 * Client hints: placements computed from a view alone must be exactly the authority's legal placements, at
 * every turn of seeded random games (the client highlights what the server will accept, no more, no less).
 */
import { describe, expect, it } from "vitest";
import { carcassonne as g } from "../../../engine/carcassonne/game.ts";
import { placementHints } from "../../../engine/carcassonne/hints.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { nextInt, seedRng } from "../../../engine/core/prng.ts";

const key = (a: { x: number; y: number; rotation: number }) => `${a.x},${a.y},${a.rotation}`;

describe("placementHints", () => {
  it("equals legalActions' placements at every turn of random games", () => {
    let checked = 0;
    for (const [seed, options] of [
      ["h1", { goldMines: true }],
      ["h2", { handOfThree: true }],
      ["h3", {}],
    ] as const) {
      let s = g.setup(3, g.parseOptions(options) as never, seed) as CarcState;
      const rng = seedRng(seed);
      while (g.toAct(s).length > 0) {
        const seat = g.toAct(s)[0]!;
        const legal = g.legalActions(s, seat);
        if (s.phase === "place") {
          const view = g.view(s, seat);
          const tiles = view.hand ?? [view.tile!];
          for (const tile of new Set(tiles)) {
            const fromServer = legal
              .filter((a) => a.type === "place" && (a.tile ?? view.tile) === tile)
              .map((a) => key(a as never))
              .sort();
            const fromView = placementHints(view, tile).map(key).sort();
            expect(fromView).toEqual(fromServer);
            expect(fromView.length).toBeGreaterThan(0);
            checked++;
          }
        }
        const out = g.apply(s, seat, legal[nextInt(rng, legal.length)]!);
        if (isRuleError(out)) throw new Error(out.message);
        s = out.state;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("returns nothing for an unknown tile id", () => {
    const s = g.setup(2, g.parseOptions({}) as never, "x") as CarcState;
    expect(placementHints(g.view(s, 0), "no-such-tile")).toEqual([]);
  });
});
