/**
 * The New Frontiers side panel (lazy-loaded): the players with presence, running score, credits and VP chips,
 * whose decision it is, and the explained log.
 */
import { For, Show } from "solid-js";
import type { SeatInfo } from "../../../../../worker/protocol.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { NfIcon } from "./NfIcon.tsx";
import { NfLog } from "./NfLog.tsx";

export interface NfSideProps {
  view: NfView;
  seats: SeatInfo[];
  me: number | null;
  name: (seat: number) => string;
  colour: (seat: number) => string;
  embed?: boolean;
}

export function NfSide(props: NfSideProps) {
  return (
    <>
      <ol class="players nf-players" aria-label={t("players")}>
        <For each={props.seats}>
          {(s) => (
            <li classList={{ active: props.view.pending?.seat === s.seat && !props.view.finished, me: s.seat === props.me }} data-seat={s.seat}>
              <span class="swatch nf-swatch" style={{ background: props.colour(s.seat) }} aria-hidden="true" />
              <span class="name">
                {props.name(s.seat)}
                <span class={s.online ? "dot on" : "dot"} title={s.online ? t("online") : t("offline")} />
              </span>
              <span class="score" data-testid={`score-${s.seat}`}>{props.view.scores[s.seat] ?? 0}</span>
              <span class="meta">
                <NfIcon kind="credit" /> {nt("creditsN", { n: props.view.empires[s.seat]?.credits ?? 0 })} · <NfIcon kind="vp" /> {nt("vpChipsN", { n: props.view.empires[s.seat]?.vpChips ?? 0 })}
              </span>
            </li>
          )}
        </For>
      </ol>
      <Show when={!props.embed}><NfLog log={props.view.log} name={props.name} colour={props.colour} /></Show>
    </>
  );
}

export default NfSide;
