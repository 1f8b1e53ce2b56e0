/**
 * Which phrases explain a score item, as message keys of the board games' namespace with their arguments
 * (explain.ts translates them). A part may name a feature (road, trade route…) by its key, which explain.ts
 * translates into the `what` argument. Counts are passed as `n`, so each language picks its plural form.
 * Pure, so it is unit-tested without a DOM.
 */
import type { ScoreItem } from "../../../../../engine/carcassonne/score-item.ts";
import type { Args } from "../../../i18n/i18n.ts";
import type { BoardKey } from "../i18n/index.ts";

/** A message key, its arguments, and the key of the feature's name to fill in as `what`. */
export type Part = readonly [BoardKey, Args?, BoardKey?];

const STAR_WARS = new Set(["route", "asteroids", "planet"]);

export function explainParts(item: ScoreItem): Part[] {
  if (item.reason === "gold") return [["itemGold", { n: item.ingots ?? 0, per: item.perIngot ?? 0 }]];
  if (item.reason === "farm") return [["itemFarm", { n: item.cities ?? 0 }]];
  if (item.reason === "battleTie") return [["battleTie"]];
  if (item.reason === "battleLoss") return [["battleLoss", { n: item.dice ?? item.points }]];
  const parts: Part[] = [["itemComplete", { n: item.tiles.length }, item.reason]];
  if (item.emblems > 0) parts.push([STAR_WARS.has(item.reason) ? "itemSymbols" : "itemShields", { n: item.emblems }]);
  if (item.inn) parts.push([item.complete ? "itemInn" : "itemInnUnfinished"]);
  if (item.cathedral) parts.push([item.complete ? "itemCathedral" : "itemCathedralUnfinished"]);
  if (item.final) parts.push(["itemFinal"]);
  return parts;
}
