/**
 * Site header: name (home link), "My matches", the page's own buttons (`children`: the match page's "How to play"),
 * connection state, language switch. An open socket whose server stopped answering (`stalled`) says it is waiting,
 * never "Connected" with a round-trip time that is no longer true.
 */
import { For, Show, type JSX } from "solid-js";
import { LOCALE_NAMES, locale, setLocale, t, type Locale } from "../i18n/i18n.ts";
import type { Connection } from "../core/match-state.ts";
import { MyMatchesLink } from "../seats/MyMatchesLink.tsx";

export function TopBar(props: {
  connection?: Connection;
  rtt?: number | null;
  stalled?: boolean;
  spectators?: number;
  children?: JSX.Element;
}) {
  const label = () => {
    const c = props.connection;
    if (c === "open" && props.stalled) return t("waitingServer");
    return c === "open"
      ? t("connected")
      : c === "reconnecting"
        ? t("reconnecting")
        : c === "connecting"
          ? t("connecting")
          : t("disconnected");
  };
  return (
    <header class="topbar">
      <a href="/" class="brand">
        {t("appName")}
      </a>
      <MyMatchesLink />
      {props.children}
      <span class="spacer" />
      <Show when={props.spectators}>
        <span class="muted">{t("spectators", { n: props.spectators! })}</span>
      </Show>
      <Show when={props.connection}>
        <span class={`conn ${props.connection}${props.stalled ? " stalled" : ""}`} role="status" data-testid="connection">
          {label()}
          <Show when={props.connection === "open" && !props.stalled && props.rtt != null}>
            <span class="rtt"> · {props.rtt} ms</span>
          </Show>
        </span>
      </Show>
      <select aria-label={t("language")} value={locale()} onChange={(e) => setLocale(e.currentTarget.value as Locale)}>
        <For each={Object.entries(LOCALE_NAMES)}>{([code, name]) => <option value={code}>{name}</option>}</For>
      </select>
    </header>
  );
}
