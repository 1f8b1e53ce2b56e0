/** Final standings: per-seat breakdown by reason, winners, and the rematch button. */
import { createSignal, For, Show } from "solid-js";
import type { CarcView } from "../../../engine/carcassonne/view.ts";
import type { SeatInfo } from "../../../worker/protocol.ts";
import { t } from "../i18n/i18n.ts";

const REASONS = ["road", "city", "monastery", "farm", "gold"] as const;

export function EndScreen(props: { view: CarcView; seats: SeatInfo[]; rematch: string | null; canRematch: boolean; onRematch: () => void }) {
  const [open, setOpen] = createSignal(true);
  // Only the kinds of points this game had (no gold column without Gold Mines, no farm column without farmers).
  const reasons = () => REASONS.filter((r) => props.view.log.some((i) => i.reason === r));
  const best = () => Math.max(...props.view.scores);
  const winners = () => props.seats.filter((s) => props.view.scores[s.seat] === best()).map((s) => s.name ?? t("seat", { seat: s.seat + 1 }));
  const sum = (seat: number, reason: string) => props.view.log.filter((i) => i.seat === seat && i.reason === reason).reduce((a, i) => a + i.points, 0);
  return (
    <Show when={open()} fallback={<button class="primary results" onClick={() => setOpen(true)}>{t("showResults")}</button>}>
    <section class="end" role="dialog" aria-label={t("finished")} data-testid="end-screen">
      <button class="close" onClick={() => setOpen(false)} aria-label={t("close")} title={t("close")}>×</button>
      <h2>{t("finished")}</h2>
      <p class="winner">{winners().length > 1 ? t("winners", { names: winners().join(" & ") }) : t("winner", { names: winners()[0] ?? "" })}</p>
      <div class="table-wrap">
      <table>
        <thead>
          <tr><th />{<For each={reasons()}>{(r) => <th>{t(r)}</th>}</For>}<th>{t("total")}</th></tr>
        </thead>
        <tbody>
          <For each={props.seats}>
            {(s) => (
              <tr>
                <th>{s.name ?? t("seat", { seat: s.seat + 1 })}</th>
                <For each={reasons()}>{(r) => <td>{sum(s.seat, r)}</td>}</For>
                <td class="total" data-testid={`final-${s.seat}`}>{props.view.scores[s.seat]}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      </div>
      <Show when={props.rematch} fallback={<Show when={props.canRematch}><button class="primary" onClick={() => props.onRematch()}>{t("rematch")}</button></Show>}>
        {(id) => <a class="button primary" href={`/m/${id()}`}>{t("toRematch")}</a>}
      </Show>
    </section>
    </Show>
  );
}
