/** The end screen's "Watch the replay" link (a finished match's replay page), shown where the match context offers one. */
import { Show } from "solid-js";
import { useMatch } from "../core/match-context.tsx";
import { tr } from "./i18n/index.ts";
import "./replay.css";

export function ReplayLink() {
  const m = useMatch();
  return (
    <Show when={m.replayHref()}>
      {(href) => (
        <a class="button replay-link" href={href()} data-testid="watch-replay">
          {tr("watch")}
        </a>
      )}
    </Show>
  );
}
