/**
 * The replay page's controls: the move shown and who made it, buttons to the start, one back, one on and to the end,
 * a slider to any move, the scores at that move, copying the link that opens at it, and the way back to the match.
 * Arrow keys (and Home, End) step too, except while the board or a form control has the keyboard.
 */
import { For, onCleanup, onMount, Show } from "solid-js";
import type { ViewHeader } from "../../../engine/core/game-module.ts";
import { useMatch } from "../core/match-context.tsx";
import { createCopier } from "../ui/share-tools.ts";
import { tr } from "./i18n/index.ts";
import { moveForKey } from "./replay-model.ts";

export function ReplayControls(props: {
  matchId: string;
  at: number;
  total: number;
  view: ViewHeader;
  actor: number | null;
  endedByVote: boolean;
  onMove: (n: number) => void;
}) {
  const m = useMatch();
  const { copy, copied } = createCopier();
  const onKey = (e: KeyboardEvent) => {
    const target = e.target;
    if (target instanceof Element && target.closest("input, select, textarea, [role=application]")) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to = moveForKey(e.key, props.at, props.total);
    if (to === null) return;
    e.preventDefault();
    props.onMove(to);
  };
  onMount(() => window.addEventListener("keydown", onKey));
  onCleanup(() => window.removeEventListener("keydown", onKey));
  return (
    <section class="replay-controls" aria-label={tr("replay")}>
      <h2>{tr("replay")}</h2>
      <p class="replay-move" aria-live="polite">
        <strong data-testid="replay-move">{tr("move", { n: props.at, total: props.total })}</strong>{" "}
        <span class="muted">{props.actor === null ? tr("moveStart") : tr("moveBy", { name: m.name(props.actor) })}</span>
      </p>
      <div class="replay-buttons">
        <button type="button" onClick={() => props.onMove(0)} disabled={props.at === 0} aria-label={tr("first")} title={tr("first")}>
          «
        </button>
        <button
          type="button"
          onClick={() => props.onMove(props.at - 1)}
          disabled={props.at === 0}
          aria-label={tr("prev")}
          title={tr("prev")}
          data-testid="replay-prev"
        >
          ◀
        </button>
        <button
          type="button"
          onClick={() => props.onMove(props.at + 1)}
          disabled={props.at === props.total}
          aria-label={tr("next")}
          title={tr("next")}
          data-testid="replay-next"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => props.onMove(props.total)}
          disabled={props.at === props.total}
          aria-label={tr("last")}
          title={tr("last")}
        >
          »
        </button>
      </div>
      <input
        type="range"
        class="replay-slider"
        min="0"
        max={props.total}
        value={props.at}
        aria-label={tr("slider")}
        data-testid="replay-slider"
        onInput={(e) => props.onMove(Number(e.currentTarget.value))}
      />
      <div class="replay-scores" aria-label={tr("scores")}>
        <For each={m.seats()}>
          {(s) => (
            <span class="replay-score">
              <span class="chip" style={{ background: m.colour(s.seat) }} />
              {m.name(s.seat)} <b data-testid={`replay-score-${s.seat}`}>{props.view.scores[s.seat] ?? 0}</b>
            </span>
          )}
        </For>
      </div>
      <Show when={props.endedByVote && props.at === props.total}>
        <p class="muted">{tr("endedByVote")}</p>
      </Show>
      <div class="replay-links">
        <button type="button" onClick={() => void copy(location.href)} data-testid="replay-copy">
          {copied() ? tr("copied") : tr("copyLink")}
        </button>
        <a href={`/m/${props.matchId}`}>{tr("backToMatch")}</a>
      </div>
      <p class="muted small kbd-help">{tr("keys")}</p>
    </section>
  );
}
