/**
 * The game log, newest first: round, the seat's colour and name, what happened (the engine's English text; an "i" button
 * opens the details of the tile it names) and the credit / VP / colonist / goods changes as signed badges.
 */
import { createSignal, For, Show } from "solid-js";
import type { LogEntry } from "../../../engine/newfrontiers/state.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";
import { tileOf } from "../../../engine/newfrontiers/catalogue-data.ts";
import { newestFirst, type DeltaKind } from "./nf-log.ts";
import { setOpenTile } from "./nf-ui-state.ts";

const DELTA_KEY: Record<DeltaKind, keyof Dict> = { credits: "nfDeltaCredits", vp: "nfDeltaVp", colonists: "nfDeltaColonists", goods: "nfDeltaGoods" };
const PAGE = 60;

export function NfLog(props: { log: LogEntry[]; name: (seat: number) => string; colour: (seat: number) => string }) {
  const [limit, setLimit] = createSignal(PAGE);
  const lines = () => newestFirst(props.log, limit());
  return (
    <section class="log nf-log" aria-label={t("nfLog")}>
      <h2>{t("nfLog")}</h2>
      <ol data-testid="nf-log">
        <For each={lines()}>
          {(l) => (
            <li data-round={l.round}>
              <span class="nf-log-round" title={t("round", { n: l.round })}>{l.round}</span>
              <Show when={l.seat !== null} fallback={<span class="chip" style={{ background: "#999" }} />}>
                <span class="chip" style={{ background: props.colour(l.seat!) }} /><strong>{props.name(l.seat!)}</strong>{" "}
              </Show>
              <span>{l.text}</span>
              <Show when={l.tile ? tileOf(l.tile) : undefined}>
                {(tile) => <button type="button" class="nf-log-info" onClick={() => setOpenTile(tile().id)} aria-label={t("nfDetailsOf", { name: tile().name })} title={t("nfDetails")}>i</button>}
              </Show>
              <For each={l.deltas}>
                {(d) => <span class={`nf-delta ${d.kind}`} classList={{ neg: d.n < 0 }} aria-label={t(DELTA_KEY[d.kind], { n: d.text })}>{t(DELTA_KEY[d.kind], { n: d.text })}</span>}
              </For>
            </li>
          )}
        </For>
      </ol>
      <Show when={props.log.length > limit()}>
        <button type="button" class="link small" onClick={() => setLimit(limit() + PAGE * 4)}>{t("nfMore")}</button>
      </Show>
    </section>
  );
}
