/**
 * The game log, newest first: round, the seat's colour and name, what happened (the engine's record in the current
 * language; an "i" button opens the details of the tile it names) and the credit / VP / colonist / goods changes
 * as signed badges; a record a bot's move wrote carries a small "bot" mark. A history control (a chunk of its own,
 * asked for once the page is idle) steps back through the action tiles selected so far, this view's own records:
 * the line shown is outlined and scrolled to (older pages of the log open as needed).
 */
import { createEffect, createMemo, createSignal, For, lazy, onMount, Show } from "solid-js";
import type { LogEntry } from "../../../../../engine/newfrontiers/state.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { BotMark } from "../../../ui/BotMark.tsx";
import { nt, type NfKey } from "../i18n/index.ts";
import { inLanguage, t } from "../../../i18n/i18n.ts";
import { tileOf } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { newestFirst, type Delta, type DeltaKind } from "./nf-log.ts";
import { logText } from "./nf-say.ts";
import { setOpenTile } from "./nf-ui-state.ts";
import { afterBoardIdle } from "../../../core/after-board.ts";

const HistoryStepper = lazy(() => import("../../../replay/HistoryStepper.tsx").then(inLanguage((m) => m.HistoryStepper)));

const DELTA_KEY: Record<DeltaKind, NfKey> = { credits: "deltaCredits", vp: "deltaVp", colonists: "deltaColonists", goods: "deltaGoods" };
/** Tooltips of the badges whose text is a symbol ("+2 ¢", "+1 VP"). */
const DELTA_HINT: Partial<Record<DeltaKind, NfKey>> = { credits: "hintCredits", vp: "hintVpChips" };
const PAGE = 60;

/** "+2 colonists": the signed change `d` with its noun in the plural form for |n|. */
const deltaText = (d: Delta) => nt(DELTA_KEY[d.kind], { n: Math.abs(d.n), d: d.text });

export function NfLog(props: { log: LogEntry[] }) {
  const m = useMatch();
  const [limit, setLimit] = createSignal(PAGE);
  const lines = () => newestFirst(props.log, limit());
  const moves = createMemo(() => props.log.flatMap((e, i) => (e.key === "selects" ? [i] : [])));
  const [at, setAt] = createSignal<number | null>(null);
  const [idle, setIdle] = createSignal(false);
  onMount(() => void afterBoardIdle().then(() => setIdle(true)));
  let list: HTMLOListElement | undefined;
  createEffect(() => {
    const i = at();
    if (i === null) return;
    if (props.log.length - i > limit()) setLimit(props.log.length - i);
    queueMicrotask(() => list?.querySelector(".history-at")?.scrollIntoView({ block: "nearest" }));
  });
  return (
    <section class="log nf-log" aria-label={nt("log")}>
      <h2>{nt("log")}</h2>
      <Show when={idle()}>
        <HistoryStepper moves={moves()} at={at()} onAt={setAt} />
      </Show>
      {/* scrolls once long: focusable, so the keyboard can scroll it too */}
      <ol data-testid="nf-log" ref={list} tabIndex={0} aria-label={nt("log")}>
        <For each={lines()}>
          {(l) => (
            <li data-round={l.round} classList={{ "history-at": at() === l.index }}>
              <span class="nf-log-round" title={t("round", { n: l.round })}>
                {l.round}
              </span>
              <Show when={l.seat !== null} fallback={<span class="chip neutral" />}>
                <span class="chip" style={{ background: m.colour(l.seat!) }} />
                <strong>{m.name(l.seat!)}</strong>{" "}
              </Show>
              <span>{logText(l, m.name)}</span>
              <BotMark index={l.index} />
              <Show when={l.tile ? tileOf(l.tile) : undefined}>
                {(tile) => (
                  <button
                    type="button"
                    class="nf-log-info"
                    onClick={() => setOpenTile(tile().id)}
                    aria-label={nt("detailsOf", { name: tile().name })}
                    title={nt("details")}
                  >
                    i
                  </button>
                )}
              </Show>
              <For each={l.deltas}>
                {(d) => (
                  <span
                    class={`nf-delta ${d.kind}`}
                    classList={{ neg: d.n < 0 }}
                    aria-label={deltaText(d)}
                    title={DELTA_HINT[d.kind] ? nt(DELTA_HINT[d.kind]!) : undefined}
                  >
                    {deltaText(d)}
                  </span>
                )}
              </For>
            </li>
          )}
        </For>
      </ol>
      <Show when={props.log.length > limit()}>
        <button type="button" class="link small" onClick={() => setLimit(limit() + PAGE * 4)}>
          {nt("more")}
        </button>
      </Show>
    </section>
  );
}
