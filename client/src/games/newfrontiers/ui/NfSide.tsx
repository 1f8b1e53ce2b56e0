/**
 * The New Frontiers side panel (lazy-loaded): the players with presence, running score, credits and VP chips,
 * whose decision it is, and the explained log.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { SeatPresence } from "../../../ui/SeatPresence.tsx";
import { nt } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { NfIcon } from "./NfIcon.tsx";
import { NfLog } from "./NfLog.tsx";

export function NfSide(props: { view: NfView }) {
  const m = useMatch();
  return (
    <>
      <ol class="players nf-players" aria-label={t("players")}>
        <For each={m.seats()}>
          {(s) => (
            <li
              classList={{
                active: props.view.pending?.seat === s.seat && !props.view.finished,
                me: s.seat === m.me(),
                offline: m.live() && s.taken && !s.online && !s.botSeat,
              }}
              data-seat={s.seat}
            >
              <span class="swatch nf-swatch" style={{ background: m.colour(s.seat) }} aria-hidden="true" />
              <span class="name">
                {m.name(s.seat)}
                <SeatPresence seat={s} unknown={!m.live()} finished={props.view.finished} />
              </span>
              <span
                class="score"
                title={nt("hintScore")}
                aria-label={`${t("score")}: ${props.view.scores[s.seat] ?? 0}`}
                data-testid={`score-${s.seat}`}
              >
                {props.view.scores[s.seat] ?? 0}
              </span>
              <span class="meta">
                <span title={nt("hintCredits")}>
                  <NfIcon kind="credit" /> {nt("creditsN", { n: props.view.empires[s.seat]?.credits ?? 0 })}
                </span>{" "}
                ·{" "}
                <span title={nt("hintVpChips")}>
                  <NfIcon kind="vp" /> {nt("vpChipsN", { n: props.view.empires[s.seat]?.vpChips ?? 0 })}
                </span>
              </span>
            </li>
          )}
        </For>
      </ol>
      <Show when={!m.embed}>
        <NfLog log={props.view.log} />
      </Show>
    </>
  );
}
