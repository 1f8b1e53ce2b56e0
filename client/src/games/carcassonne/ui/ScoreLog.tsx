/**
 * The game log of the board games: every record a player should read, newest first, in the current language
 * (lines built in log-lines.ts from the engine's `{ key, args }` records), each with its seat's colour; names and
 * colours come from the match context; a tile placed is drawn small beside its line, as it lies on the board; a
 * record a bot's move wrote carries a small "bot" mark. With `onAt`, a history control steps back through the tiles
 * placed so far (this view's own records): the line of the move shown is outlined and scrolled to, and the parent
 * outlines its tile on the board.
 */
import { createEffect, createMemo, createSignal, For, lazy, onMount, Show } from "solid-js";
import { inLanguage } from "../../../i18n/i18n.ts";
import { afterBoardIdle } from "../../../core/after-board.ts";
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { BotMark } from "../../../ui/BotMark.tsx";
import { tb } from "../i18n/index.ts";
import { TileSvg } from "../board/TileSvg.tsx";
import { keepLines, logLines, type LogLine } from "./log-lines.ts";

/** The history control is a chunk of its own, asked for once the board is drawn and the page idle (the match page's
 *  first load, and every script before its first board, stay as they were). */
const HistoryStepper = lazy(() => import("../../../replay/HistoryStepper.tsx").then(inLanguage((m) => m.HistoryStepper)));

export function ScoreLog(props: { log: readonly BoardEvent[]; start?: string; at?: number | null; onAt?: (index: number | null) => void }) {
  const m = useMatch();
  const lines = createMemo<LogLine[]>((prev) => keepLines(prev, logLines(props.log, m.name, props.start)), []);
  const moves = createMemo(() => props.log.flatMap((e, i) => (e.key === "tilePlaced" ? [i] : [])));
  const [idle, setIdle] = createSignal(false);
  onMount(() => void afterBoardIdle().then(() => setIdle(true)));
  let list: HTMLOListElement | undefined;
  createEffect(() => {
    if (props.at != null) list?.querySelector(".history-at")?.scrollIntoView({ block: "nearest" });
  });
  return (
    <section class="log">
      <h2>{tb("log")}</h2>
      <Show when={idle() && props.onAt}>{(onAt) => <HistoryStepper moves={moves()} at={props.at ?? null} onAt={onAt()} />}</Show>
      <Show when={lines().length > 0} fallback={<p class="muted">{tb("noEntries")}</p>}>
        {/* scrolls once long: focusable, so the keyboard can scroll it too */}
        <ol reversed data-testid="game-log" ref={list} tabIndex={0} aria-label={tb("log")}>
          <For each={lines()}>
            {(line) => (
              <li data-key={line.key} classList={{ "history-at": props.at === line.index }}>
                {line.seat !== null && <span class="chip" style={{ background: m.colour(line.seat) }} />}
                {line.text}
                <Show when={line.tile}>
                  {(tile) => (
                    <svg class="log-tile" viewBox="0 0 100 100" aria-hidden="true">
                      <TileSvg tile={tile().id} x={0} y={0} rotation={tile().rotation} />
                    </svg>
                  )}
                </Show>
                <BotMark index={line.index} />
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
