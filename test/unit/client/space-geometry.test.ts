/** Star Wars tiles on the shared board geometry: every faction symbol gets a badge on its tile, clear of meeples; planets keep their names. */
import { describe, expect, it } from "vitest";
import { tileShape } from "../../../contract/board/geometry.ts";
import { STAR_WARS_TILES } from "../../../engine/carcassonne/star-wars/tiles-star-wars.ts";

describe("space tile geometry", () => {
  it("badges sit inside the tile, away from every meeple spot of the tile", () => {
    for (const data of STAR_WARS_TILES) {
      const shape = tileShape(data.id)!;
      for (const d of data.features) {
        const f = shape.features.find((x) => x.id === d.id)!;
        expect(f.faction, `${data.id} ${d.id}`).toBe(d.faction);
        if (!d.faction) continue;
        const [x, y] = f.badge!;
        expect(x >= 6 && x <= 94 && y >= 6 && y <= 94, `${data.id} ${d.id} badge ${f.badge}`).toBe(true);
        for (const g of shape.features)
          expect(Math.hypot(g.anchor[0] - x, g.anchor[1] - y), `${data.id} badge of ${d.id} vs ${g.id}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it("planets are centre features with their name; asteroid fields and routes have drawable paths", () => {
    for (const data of STAR_WARS_TILES) {
      const shape = tileShape(data.id)!;
      for (const f of shape.features) {
        if (f.kind === "center") expect(f.name, data.id).toBeTruthy();
        else expect(f.path, `${data.id} ${f.id}`).not.toBe("");
      }
    }
    expect(tileShape("sw-30")!.features[0]).toMatchObject({ name: "Dagobah", faction: "rebel", anchor: [50, 50] });
  });
});
