/**
 * "Play for me" and "Take my seat back": a seated player of a game with bots hands their seat to a bot of the default
 * level while the game is on, and takes it back; everyone sees it in the seat list (SeatPresence), and the log marks
 * the moves the bot made. After a timeout the seat comes back only once its bot has moved and the wait is over
 * (worker/clock.ts), and only a few times a match: the button waits, or is gone, and says why.
 */
import { createEffect, createSignal, onCleanup, Show } from "solid-js";
import { DEFAULT_LEVEL, type BotLevel } from "../core/bots.ts";
import type { MatchState } from "../core/match-state.ts";
import { t } from "../i18n/i18n.ts";

export function StandIn(props: { store: MatchState; onStandIn: (level: BotLevel | null) => void }) {
  const mine = () => (props.store.seat === null ? undefined : props.store.seats[props.store.seat]);
  // counted from when the clocks arrived, as the clock panel does, so the device's clock setting does not matter
  const [received, setReceived] = createSignal(performance.now());
  const [now, setNow] = createSignal(performance.now());
  createEffect(() => props.store.clock && (setReceived(performance.now()), setNow(performance.now())));
  const tick = setInterval(() => setNow(performance.now()), 500);
  onCleanup(() => clearInterval(tick));
  /** Why the seat cannot come back yet ("wait") or at all ("no more"); null when it can. */
  const held = () => {
    const c = props.store.clock,
      seat = props.store.seat;
    if (!c || seat === null || !c.timedOut.includes(seat)) return null;
    if ((c.returns[seat] ?? 0) >= c.rules.maxReturns) return "no more";
    // `at` is the server's time when it sent the clocks: the wait left then, less the time since they arrived
    const waitLeft = (c.outAt[seat] ?? 0) + c.rules.returnAfterMs - c.at - (now() - received());
    return c.owed.includes(seat) || waitLeft > 0 ? "wait" : null;
  };
  return (
    <Show when={props.store.match?.bots && mine() && props.store.view && !props.store.view.finished}>
      <div class="stand-in">
        <Show
          when={mine()?.bot}
          fallback={
            <button type="button" data-testid="play-for-me" onClick={() => props.onStandIn(DEFAULT_LEVEL)}>
              {t("playForMe")}
            </button>
          }
        >
          <Show
            when={held() !== "no more"}
            fallback={
              <p class="muted small" data-testid="take-back-no-more">
                {t("takeBackNoMore")}
              </p>
            }
          >
            <button
              type="button"
              data-testid="take-back"
              disabled={held() === "wait"}
              aria-describedby={held() === "wait" ? "take-back-wait" : undefined}
              onClick={() => props.onStandIn(null)}
            >
              {t("takeBack")}
            </button>
            <Show when={held() === "wait"}>
              <p class="muted small" id="take-back-wait">
                {t("takeBackWait")}
              </p>
            </Show>
          </Show>
        </Show>
      </div>
    </Show>
  );
}
