/**
 * The page of a match that does not exist: a malformed id, an id no match has, or a match that has expired. It
 * opens no connection. Inside the embed widget it has no site chrome and opens the lobby in a new tab. With `page`,
 * an address that names no page at all (a mistyped link): it says so instead of speaking of a match.
 */
import { Show } from "solid-js";
import { t } from "../i18n/i18n.ts";
import { TopBar } from "../ui/TopBar.tsx";

export function NotFound(props: { embed?: boolean; page?: boolean }) {
  return (
    <div class={props.embed ? "match embed" : "match"}>
      <Show when={!props.embed}>
        <TopBar />
      </Show>
      <main class="not-found page" data-testid="not-found">
        <h1>{props.page ? t("pageNotFoundTitle") : t("notFoundTitle")}</h1>
        <p>{props.page ? t("pageNotFound") : t("notFound")}</p>
        <p>
          <a class="button primary" href="/" target={props.embed ? "_blank" : undefined} rel="noopener">
            {t("backToLobby")}
          </a>
        </p>
      </main>
    </div>
  );
}
