/**
 * Board tap targets: a hit circle is at least 32 px across at any zoom, never reaching into its
 * neighbour's; and for every tile of every set, the zoom the meeple step goes to makes each spot such a target
 * within the board's zoom range.
 */
import { describe, expect, it } from "vitest";
import { hitRadius, nearest, spotsScale, TAP_PX } from "../../../client/src/games/carcassonne/board/tap-targets.ts";
import { tileShape } from "../../../contract/board/geometry.ts";
import { MAX_SCALE, MIN_SCALE } from "../../../contract/board/viewport.ts";
import { TILE_KINDS } from "../../../engine/carcassonne/tiles.ts";

describe("hit circles", () => {
  it("grow to TAP_PX on screen when zoomed out, keep their drawn size when zoomed in, and stop halfway to a neighbour", () => {
    expect(hitRadius(9, 1) * 2 * 1).toBe(TAP_PX);
    expect(hitRadius(9, 0.35) * 2 * 0.35).toBeCloseTo(TAP_PX);
    expect(hitRadius(9, 3)).toBe(9);
    expect(hitRadius(9, 0.5, 12)).toBe(12);
    expect(TAP_PX).toBeGreaterThanOrEqual(32);
  });

  it("a legal square (92 units) is a 32-px target at the farthest zoom", () => {
    expect(92 * MIN_SCALE).toBeGreaterThanOrEqual(32);
  });

  it("at the meeple step's zoom every spot of every tile is a TAP_PX target apart from the others", () => {
    let checked = 0;
    for (const kind of TILE_KINDS) {
      const spots = (tileShape(kind.id)?.features ?? []).map((f) => ({ x: f.anchor[0], y: f.anchor[1] }));
      if (spots.length < 2) continue;
      const scale = spotsScale(spots);
      expect(scale, kind.id).toBeLessThanOrEqual(MAX_SCALE);
      spots.forEach((_, i) => {
        const room = nearest(spots, i) / 2;
        const r = hitRadius(Math.max(6 / scale, Math.min(9, room)), scale, room); // as MeepleSpots draws it
        expect(r * 2 * scale, `${kind.id} spot ${i}`).toBeGreaterThanOrEqual(TAP_PX - 1e-9);
        expect(r * 2, `${kind.id} spot ${i}`).toBeLessThanOrEqual(nearest(spots, i) + 1e-9);
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(spotsScale([{ x: 50, y: 50 }])).toBe(0);
  });
});
