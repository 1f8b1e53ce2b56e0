/**
 * Says, above the match, when moves cannot be made because the connection is down: reconnecting by itself, or
 * turned away by the server (too many connections: it waits for the player instead of retrying by itself).
 */
import { Match, Switch } from "solid-js";
import type { Connection } from "../core/match-state.ts";
import { t } from "../i18n/i18n.ts";

export function ConnectionBanner(props: { connection: Connection; onRetry: () => void }) {
  return (
    <Switch>
      <Match when={props.connection === "reconnecting"}>
        <p class="banner offline" role="status" data-testid="offline-banner">
          {t("offlineBanner")}
        </p>
      </Match>
      <Match when={props.connection === "refused"}>
        <p class="banner offline" role="alert" data-testid="refused-banner">
          {t("tooManyBanner")}{" "}
          <button type="button" onClick={() => props.onRetry()}>
            {t("tryAgain")}
          </button>
        </p>
      </Match>
    </Switch>
  );
}
