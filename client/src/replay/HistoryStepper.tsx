/**
 * The match page's history of the moves so far, from the player's own view only: steps back (and on again) through
 * the moves of the view's log — `moves` are their record indices, oldest first — and says which is shown; the game
 * highlights that move's log line and its tile. Nothing is asked of the server: it reads the view the page holds.
 */
import { Show } from "solid-js";
import { tr } from "./i18n/index.ts";
import { historyStep } from "./replay-model.ts";
import "./replay.css";

export function HistoryStepper(props: { moves: readonly number[]; at: number | null; onAt: (index: number | null) => void }) {
  const position = () => (props.at === null ? -1 : props.moves.indexOf(props.at));
  return (
    <div class="history" role="group" aria-label={tr("history")} title={tr("historyHint")}>
      <button
        type="button"
        onClick={() => props.onAt(historyStep(props.at, props.moves, -1))}
        disabled={props.moves.length === 0 || position() === 0}
        aria-label={props.at === null ? undefined : tr("historyEarlier")}
        data-testid="history-back"
      >
        <span aria-hidden="true">◀</span>
        {props.at === null ? ` ${tr("history")}` : ""}
      </button>
      <Show when={props.at !== null}>
        <span data-testid="history-at">{tr("historyAt", { n: position() + 1, total: props.moves.length })}</span>
        <button
          type="button"
          onClick={() => props.onAt(historyStep(props.at, props.moves, 1))}
          aria-label={tr("historyLater")}
          data-testid="history-on"
        >
          ▶
        </button>
        <button type="button" onClick={() => props.onAt(null)} data-testid="history-now">
          {tr("historyNow")}
        </button>
      </Show>
    </div>
  );
}
