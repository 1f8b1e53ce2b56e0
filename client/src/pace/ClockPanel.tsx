/**
 * The match's clocks on its page: each seat's time bank, ticking down for the seats whose clock runs
 * ("thinking"), "out of time" for a seat a bot now plays because its bank ran out. The banks come from the server
 * (welcome and clock frames, as of their sending); the page counts down from the moment it received them, so the
 * device's own clock setting does not matter.
 */
import { createEffect, createSignal, For, onCleanup, Show } from "solid-js";
import type { MatchState } from "../core/match-state.ts";
import { seatName } from "../core/bots.ts";
import { bankParts } from "./clock-format.ts";
import { tp } from "./i18n/index.ts";

/** Under this a live bank shows as low. */
const LOW_MS = 30_000;

/** A bank as players read it, in their language (clock-format.ts `bankParts`). */
export function bankText(ms: number): string {
  const p = bankParts(ms);
  return p.text ?? tp("clockDaysHours", { d: p.days, h: p.hours });
}

export function ClockPanel(props: { store: MatchState }) {
  const [received, setReceived] = createSignal(performance.now());
  const [now, setNow] = createSignal(performance.now());
  createEffect(() => {
    if (props.store.clock) setReceived(performance.now()), setNow(performance.now());
  });
  const tick = setInterval(() => setNow(performance.now()), 250);
  onCleanup(() => clearInterval(tick));
  const left = (seat: number) => {
    const c = props.store.clock!;
    const bank = c.banks[seat] ?? 0;
    return c.running.includes(seat) ? Math.max(0, bank - (now() - received())) : bank;
  };
  const name = (seat: number) => seatName(props.store.seats[seat], seat);
  return (
    <Show when={props.store.clock}>
      {(c) => (
        <section class="clocks" aria-label={tp("clocks")} data-testid="clocks">
          <ol>
            <For each={c().banks}>
              {(_, seat) => (
                <li
                  classList={{
                    running: c().running.includes(seat()),
                    low: c().running.includes(seat()) && left(seat()) < LOW_MS,
                    out: c().timedOut.includes(seat()),
                  }}
                  data-testid={`clock-${seat()}`}
                >
                  <span class="clock-name">{name(seat())}</span>
                  <span class="clock-time" data-ms={Math.round(left(seat()))}>
                    {bankText(left(seat()))}
                  </span>
                  <Show
                    when={c().timedOut.includes(seat())}
                    fallback={
                      <Show when={c().running.includes(seat())}>
                        <span class="muted small">{tp("clockRunning")}</span>
                      </Show>
                    }
                  >
                    <span class="small">{tp("clockOut")}</span>
                  </Show>
                </li>
              )}
            </For>
          </ol>
        </section>
      )}
    </Show>
  );
}
