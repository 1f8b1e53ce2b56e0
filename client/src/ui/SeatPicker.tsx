/**
 * Joining a match: a display name, a colour, and a free seat — or just watching. No account. Where the game's
 * seat decides the colour (Star Wars: a character card per seat), the game entry describes each seat's card
 * (`GameEntry.seatCards`) and each seat shows it instead of a colour choice. A bot's seat is taken, named in the
 * player's language. A person who types no name is named after their colour ("Red player").
 */
import { createSignal, For, Show } from "solid-js";
import type { SeatInfo } from "../../../contract/protocol.ts";
import { MEEPLE_PATH, meepleOutline, PLAYER_COLOURS } from "../../../contract/colors.ts";
import type { SeatCard } from "../games/types.ts";
import { t } from "../i18n/i18n.ts";
import { storage } from "../storage.ts";
import { colourName } from "./colour-names.ts";
import { defaultPlayerName, seatName } from "../core/bots.ts";

export function SeatPicker(props: {
  seats: SeatInfo[];
  cards: SeatCard[];
  error: string | null;
  onClaim: (seat: number, name: string, colour: string) => void;
  onWatch: () => void;
}) {
  const [name, setName] = createSignal(storage.get("name") ?? "");
  const taken = () => new Set(props.seats.filter((s) => s.taken).map((s) => s.color));
  const firstFree = () => PLAYER_COLOURS.find((c) => !taken().has(c)) ?? PLAYER_COLOURS[0];
  const [colour, setColour] = createSignal<string>(storage.get("colour") ?? "");
  const chosen = () => (colour() && !taken().has(colour()) ? colour() : firstFree());
  const claim = (seat: number) => {
    const card = props.cards[seat];
    const typed = name().trim();
    // A default name is not remembered: it names a colour this seat has, not the person.
    if (typed) storage.set("name", typed);
    const n = typed || defaultPlayerName(colourName(card ? card.colour : chosen()));
    if (!card) storage.set("colour", chosen());
    props.onClaim(seat, n, card ? card.colour : chosen());
  };
  return (
    <section class="seat-picker" aria-label={t("takeSeat", { seat: "" })}>
      <label>
        {t("yourName")}
        <input value={name()} maxLength={24} onInput={(e) => setName(e.currentTarget.value)} autocomplete="nickname" data-testid="name" />
      </label>
      <Show
        when={props.cards.length > 0}
        fallback={
          <fieldset class="colours">
            <legend>{t("colour")}</legend>
            <For each={PLAYER_COLOURS}>
              {(c) => (
                <button
                  type="button"
                  class={c === chosen() ? "colour chosen" : "colour"}
                  style={{ background: c }}
                  disabled={taken().has(c)}
                  aria-label={colourName(c)}
                  aria-pressed={c === chosen()}
                  onClick={() => setColour(c)}
                />
              )}
            </For>
          </fieldset>
        }
      >
        <p class="muted small">{t("seatDecides")}</p>
      </Show>
      <div class={props.cards.length > 0 ? "seat-buttons cards" : "seat-buttons"}>
        <For each={props.seats}>
          {(s) => (
            <Show when={!s.taken} fallback={<span class="taken">{seatName(s, s.seat)}</span>}>
              <button type="button" class="primary" onClick={() => claim(s.seat)} data-testid={`claim-${s.seat}`}>
                <Show when={props.cards[s.seat]}>
                  {(card) => (
                    <svg viewBox="-12 -14 24 26" class="seat-meeple" aria-hidden="true">
                      <path
                        d={MEEPLE_PATH}
                        fill={card().colour}
                        stroke={meepleOutline(card().colour)}
                        stroke-width={1.2}
                        stroke-linejoin="round"
                      />
                    </svg>
                  )}
                </Show>
                {t("takeSeat", { seat: s.seat + 1 })}
                <Show when={props.cards[s.seat]}>
                  {(card) => (
                    <span class="faction-card" data-faction={card().group} data-color={card().colourId}>
                      <strong>{card().title}</strong>
                      <span class="muted"> · {card().subtitle}</span>
                    </span>
                  )}
                </Show>
              </button>
            </Show>
          )}
        </For>
        <button type="button" onClick={() => props.onWatch()} data-testid="watch">
          {t("watch")}
        </button>
      </div>
      <Show when={props.error}>
        <p class="error" role="alert">
          {props.error}
        </p>
      </Show>
    </section>
  );
}
