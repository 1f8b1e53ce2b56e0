/**
 * "Play for me" and "Take my seat back" (issue 15, replacing an absent player): a seated player of a game with bots
 * hands their seat to a bot of the default level while the game is on, and takes it back; everyone sees it in the
 * seat list (SeatPresence), and the log marks the moves the bot made.
 */
import { Show } from "solid-js";
import { DEFAULT_LEVEL, type BotLevel } from "../core/bots.ts";
import type { MatchState } from "../core/match-state.ts";
import { t } from "../i18n/i18n.ts";

export function StandIn(props: { store: MatchState; onStandIn: (level: BotLevel | null) => void }) {
  const mine = () => (props.store.seat === null ? undefined : props.store.seats[props.store.seat]);
  return (
    <Show when={props.store.match?.bots && mine() && props.store.view && !props.store.view.finished}>
      <div class="stand-in">
        <Show when={mine()?.bot} fallback={<button type="button" data-testid="play-for-me" onClick={() => props.onStandIn(DEFAULT_LEVEL)}>{t("playForMe")}</button>}>
          <button type="button" data-testid="take-back" onClick={() => props.onStandIn(null)}>{t("takeBack")}</button>
        </Show>
      </div>
    </Show>
  );
}
