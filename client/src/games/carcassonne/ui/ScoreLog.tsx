/**
 * The game log of the board games: every record a player should read, newest first, in the current language
 * (lines built in log-lines.ts from the engine's `{ key, args }` records), each with its seat's colour; names and
 * colours come from the match context; a tile placed is drawn small beside its line, as it lies on the board; a
 * record a bot's move wrote carries a small "bot" mark.
 */
import { createMemo, For, Show } from "solid-js";
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { BotMark } from "../../../ui/BotMark.tsx";
import { tb } from "../i18n/index.ts";
import { TileSvg } from "../board/TileSvg.tsx";
import { keepLines, logLines, type LogLine } from "./log-lines.ts";

export function ScoreLog(props: { log: readonly BoardEvent[]; start?: string }) {
  const m = useMatch();
  const lines = createMemo<LogLine[]>((prev) => keepLines(prev, logLines(props.log, m.name, props.start)), []);
  return (
    <section class="log">
      <h2>{tb("log")}</h2>
      <Show when={lines().length > 0} fallback={<p class="muted">{tb("noEntries")}</p>}>
        <ol reversed data-testid="game-log">
          <For each={lines()}>
            {(line) => (
              <li data-key={line.key}>
                {line.seat !== null && <span class="chip" style={{ background: m.colour(line.seat) }} />}
                {line.text}
                <Show when={line.tile}>{(tile) => <svg class="log-tile" viewBox="0 0 100 100" aria-hidden="true"><TileSvg tile={tile().id} x={0} y={0} rotation={tile().rotation} /></svg>}</Show>
                <BotMark index={line.index} />
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
