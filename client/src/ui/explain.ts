/** One sentence per labelled score item, in the current language (the log and the end screen use it). */
import type { ScoreItem } from "../../../engine/carcassonne/score-item.ts";
import { t } from "../i18n/i18n.ts";

export function explain(item: ScoreItem): string {
  if (item.reason === "gold") return t("itemGold", { n: item.ingots ?? 0, per: item.perIngot ?? 0 });
  if (item.reason === "farm") return t("itemFarm", { n: item.cities ?? 0 });
  if (item.reason === "battleTie") return t("battleTie");
  if (item.reason === "battleLoss") return t("battleLoss", { n: item.dice ?? item.points });
  const n = item.tiles.length;
  const parts = [t(n === 1 ? "itemCompleteOne" : "itemComplete", { what: t(item.reason), tiles: n })];
  if (item.emblems > 0) parts.push(t("itemShields", { n: item.emblems }));
  if (item.final) parts.push(t("itemFinal"));
  return parts.join(", ");
}
