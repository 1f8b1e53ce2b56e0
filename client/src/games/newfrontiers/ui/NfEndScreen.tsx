/**
 * New Frontiers final scoring: why the game ended (the end conditions met, or the players' vote), per seat VP
 * chips, printed tile VP, "?" bonuses and goals with the total, each seat's items listed (named by kind and tile,
 * translated), the winners and the tie-break rule, the rematch button and the link to the replay.
 */
import { createSignal, For, lazy, onMount, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { afterBoardIdle } from "../../../core/after-board.ts";
import { nt } from "../i18n/index.ts";
import { inLanguage, listOf, t } from "../../../i18n/i18n.ts";
import { breakdown } from "./nf-log.ts";
import { itemLabel } from "./nf-say.ts";
import { endReasonText } from "./nf-end-reason.ts";

/** The link to the replay comes in a chunk of its own (only a finished match shows it), asked for once the page is idle. */
const ReplayLink = lazy(() => import("../../../replay/ReplayLink.tsx").then(inLanguage((m) => m.ReplayLink)));

export function NfEndScreen(props: { view: NfView }) {
  const m = useMatch();
  const [idle, setIdle] = createSignal(false);
  onMount(() => void afterBoardIdle().then(() => setIdle(true)));
  const [open, setOpen] = createSignal(true);
  const rows = () => breakdown(props.view.items, props.view.players);
  const names = () => props.view.winners.map(m.name);
  return (
    <Show
      when={open()}
      fallback={
        <button type="button" class="primary results" onClick={() => setOpen(true)}>
          {t("showResults")}
        </button>
      }
    >
      <section class="end nf-end" role="dialog" aria-label={t("finished")} data-testid="end-screen">
        <button type="button" class="close" onClick={() => setOpen(false)} aria-label={t("close")} title={t("close")}>
          ×
        </button>
        <h2>{t("finished")}</h2>
        <Show when={endReasonText(props.view.endTriggers, m.endedByVote()?.map(m.name) ?? null)}>
          {(why) => (
            <p class="end-reason" data-testid="end-reason">
              {why()}
            </p>
          )}
        </Show>
        <p class="winner">{names().length > 1 ? t("winners", { names: listOf(names()) }) : t("winner", { names: names()[0] ?? "" })}</p>
        <p class="small muted">{nt("tieBreak")}</p>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th>
                  <span class="sr-only">{t("players")}</span>
                </th>
                <th>{nt("vpChips")}</th>
                <th>{nt("tileVp")}</th>
                <th>{nt("bonus")}</th>
                <Show when={props.view.goals}>
                  <th>{nt("goals")}</th>
                </Show>
                <th>{t("total")}</th>
              </tr>
            </thead>
            <tbody>
              <For each={rows()}>
                {(r) => (
                  <tr>
                    <th>{m.name(r.seat)}</th>
                    <td>{r.chips}</td>
                    <td>{r.tiles}</td>
                    <td>{r.bonus}</td>
                    <Show when={props.view.goals}>
                      <td>{r.goals}</td>
                    </Show>
                    <td class="total" data-testid={`final-${r.seat}`}>
                      {props.view.scores[r.seat]}
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <For each={rows()}>
          {(r) => (
            <details class="nf-items">
              <summary>
                {m.name(r.seat)}: {props.view.scores[r.seat]}
              </summary>
              <ul class="small">
                <For each={r.items}>
                  {(i) => (
                    <li>
                      {itemLabel(i)}: {i.points}
                    </li>
                  )}
                </For>
              </ul>
            </details>
          )}
        </For>
        <Show
          when={m.rematch.id()}
          fallback={
            <Show when={m.rematch.possible()}>
              <button type="button" class="primary" onClick={() => m.rematch.go()}>
                {t("rematch")}
              </button>
            </Show>
          }
        >
          {(id) => (
            <a class="button primary" href={`/m/${id()}`}>
              {t("toRematch")}
            </a>
          )}
        </Show>
        <Show when={idle()}>
          <ReplayLink />
        </Show>
      </section>
    </Show>
  );
}
