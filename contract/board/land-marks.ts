/**
 * What a set prints on a feature (tile-types.ts `FeatureData.marks`), drawn upright beside the feature's meeple spot:
 * the inn (a timbered house with a hanging sign, by a pond) on a road and the cathedral (a nave between two towers)
 * in a city. Each is drawn once among the page's shared definitions (land-buildings.ts `MARK_DEFS`) and referred to.
 * A mark without a drawing here is not shown.
 */
import { rotatePoint, type Point, type TileShape } from "./geometry.ts";

/** Where each mark stands from its feature's meeple spot (tile units, upright), its drawing's id and its size. */
const MARKS: Record<string, { id: string; offset: Point; scale: number }> = {
  inn: { id: "carc-inn", offset: [13, -13], scale: 1 },
  cathedral: { id: "carc-cathedral", offset: [0, -6], scale: 1.6 },
};

const inside = (v: number): number => Math.min(84, Math.max(16, v));

/** A tile's marks in `rotation` quarter turns, in tile units (the tile's translation applies). */
export function marksMarkup(shape: TileShape, rotation: number): string {
  let out = "";
  for (const f of shape.features)
    for (const mark of f.marks) {
      const m = MARKS[mark];
      if (!m) continue;
      const [x, y] = rotatePoint(f.anchor, rotation);
      out += `<use href="#${m.id}" class="mark-${mark}" transform="translate(${inside(x + m.offset[0])} ${inside(y + m.offset[1])})${m.scale === 1 ? "" : ` scale(${m.scale})`}"/>`;
    }
  return out;
}
