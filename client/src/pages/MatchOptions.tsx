/**
 * The chosen game's full match options on the home page, shown under its card: the player count, the game's options
 * and house rules, who sits where (a person, or a bot of a level, for games with bots), a clock (pace/), and
 * *Create match*. The values live in Home, so switching games and back keeps them.
 */
import { For, Index, Show } from "solid-js";
import type { GameInfo } from "../api.ts";
import { t } from "../i18n/i18n.ts";
import { clientGame } from "../games/registry.ts";
import { optionChecked, optionDefs, optionEnabled, playerCounts } from "../core/lobby.ts";
import { ClockChoice } from "../pace/ClockChoice.tsx";
import type { ClockPresetId } from "../pace/clock-format.ts";
import { BOT_LEVELS, botName, type BotLevel, type SeatKinds } from "../core/bots.ts";

export function MatchOptions(props: {
  info: GameInfo;
  players: number;
  onPlayers: (n: number) => void;
  ticked: Record<string, boolean> | undefined;
  onOption: (key: string, on: boolean) => void;
  kinds: SeatKinds;
  onKind: (seat: number, level: BotLevel | null) => void;
  clock: ClockPresetId;
  onClock: (id: ClockPresetId) => void;
  busy: boolean;
  onCreate: (e: Event) => void;
}) {
  const game = () => props.info.id;
  return (
    <form class="card match-options" id="match-options" onSubmit={(e) => props.onCreate(e)} data-testid="match-options">
      <h2>{t("matchOptions", { game: props.info.name })}</h2>
      <Show when={props.info.dataNote}>
        <p class="game-info muted small" data-testid="game-info">
          <span class="data-note" title={props.info.dataNote}>
            {t("dataNote")}: {clientGame(game())?.dataNote() ?? props.info.dataNote}
          </span>
        </p>
      </Show>
      <label>
        {t("players")}
        <select value={props.players} onChange={(e) => props.onPlayers(Number(e.currentTarget.value))} data-testid="players">
          <For each={playerCounts(props.info)}>
            {(n) => (
              <option value={n} selected={n === props.players}>
                {n}
              </option>
            )}
          </For>
        </select>
      </label>
      <For each={optionDefs(game())}>
        {(d) => (
          <label class="check" classList={{ disabled: !optionEnabled(d, props.players, props.ticked) }}>
            <input
              type="checkbox"
              data-option={d.key}
              disabled={!optionEnabled(d, props.players, props.ticked)}
              checked={optionChecked(d, props.players, props.ticked)}
              onChange={(e) => props.onOption(d.key, e.currentTarget.checked)}
            />
            <span>
              {d.label()}
              <Show when={d.hint()}>{(h) => <small class="muted"> — {h()}</small>}</Show>
            </span>
          </label>
        )}
      </For>
      <Show when={props.info.bots}>
        <div class="seat-kinds">
          <Index each={props.kinds}>
            {(kind, seat) => (
              <label>
                {t("seatKind", { seat: seat + 1 })}
                <select
                  data-testid={`seat-kind-${seat}`}
                  onChange={(e) => props.onKind(seat, (e.currentTarget.value || null) as BotLevel | null)}
                >
                  <option value="" selected={kind() === null}>
                    {t("seatPerson")}
                  </option>
                  <For each={BOT_LEVELS}>
                    {(level) => (
                      <option value={level} selected={kind() === level}>
                        {botName(level)}
                      </option>
                    )}
                  </For>
                </select>
              </label>
            )}
          </Index>
        </div>
      </Show>
      <ClockChoice value={props.clock} onChange={props.onClock} />
      <button class="primary big" type="submit" disabled={props.busy} data-testid="create">
        {props.busy ? t("creating") : t("create")}
      </button>
    </form>
  );
}
