/**
 * The game log of the board games: every record a player should read, newest first, in the current language
 * (lines built in log-lines.ts from the engine's `{ key, args }` records), each with its seat's colour.
 */
import { createMemo, For, Show } from "solid-js";
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import type { SeatInfo } from "../../../../../worker/protocol.ts";
import { seatColour } from "../../../colors.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { keepLines, logLines, type LogLine } from "./log-lines.ts";

export function ScoreLog(props: { log: readonly BoardEvent[]; start?: string; seats: SeatInfo[]; colours?: string[] }) {
  const name = (seat: number) => props.seats[seat]?.name ?? t("seat", { seat: seat + 1 });
  const colour = (seat: number) => props.colours?.[seat] ?? seatColour(seat, props.seats[seat]?.color);
  const lines = createMemo<LogLine[]>((prev) => keepLines(prev, logLines(props.log, name, props.start)), []);
  return (
    <section class="log">
      <h2>{tb("log")}</h2>
      <Show when={lines().length > 0} fallback={<p class="muted">{tb("noEntries")}</p>}>
        <ol reversed data-testid="game-log">
          <For each={lines()}>
            {(line) => (
              <li data-key={line.key}>
                {line.seat !== null && <span class="chip" style={{ background: colour(line.seat) }} />}
                {line.text}
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
