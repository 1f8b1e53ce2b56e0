/** The small "bot" mark on a log record that a bot's move wrote (the match context knows which: core/bots.ts). */
import { Show } from "solid-js";
import { useMatch } from "../core/match-context.tsx";
import { t } from "../i18n/i18n.ts";

export function BotMark(props: { index: number }) {
  const m = useMatch();
  return (
    <Show when={m.botRecord(props.index)}>
      <span class="bot-mark" data-testid="bot-mark">
        {t("botMark")}
      </span>
    </Show>
  );
}
