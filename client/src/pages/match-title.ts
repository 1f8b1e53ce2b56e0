/** A match page's tab title: the match's game and the site ("Carcassonne · Meeplehall"), as worker/link-preview.ts writes it. */
import { t } from "../i18n/i18n.ts";

export function matchTitle(game: string | undefined): string {
  return game ? `${game} · ${t("appName")}` : t("appName");
}
