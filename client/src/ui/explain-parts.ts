/**
 * Which phrases explain a score item, as dictionary keys with their arguments (explain.ts translates them). The
 * `what` argument of itemComplete is itself a key (the feature's name). Pure, so it is unit-tested without a DOM.
 */
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import type { Dict } from "../i18n/en.ts";

export type Part = [keyof Dict, Record<string, string | number>?];

const STAR_WARS = new Set(["route", "asteroids", "planet"]);

export function explainParts(item: ScoreItem): Part[] {
  if (item.reason === "gold") return [["itemGold", { n: item.ingots ?? 0, per: item.perIngot ?? 0 }]];
  if (item.reason === "farm") return [["itemFarm", { n: item.cities ?? 0 }]];
  if (item.reason === "battleTie") return [["battleTie"]];
  if (item.reason === "battleLoss") return [["battleLoss", { n: item.dice ?? item.points }]];
  const n = item.tiles.length;
  const parts: Part[] = [[n === 1 ? "itemCompleteOne" : "itemComplete", { what: item.reason, tiles: n }]];
  if (item.emblems > 0 && STAR_WARS.has(item.reason)) parts.push([item.emblems === 1 ? "itemSymbol" : "itemSymbols", { n: item.emblems }]);
  else if (item.emblems > 0) parts.push(["itemShields", { n: item.emblems }]);
  if (item.final) parts.push(["itemFinal"]);
  return parts;
}
