/**
 * Final standings: why the game ended (the last tile placed, no tile left that fits, or the players' vote after a
 * seat ran out of time), per-seat breakdown by kind of points (only the kinds this game had), winners, the
 * score-over-time chart (its code loaded lazily), the rematch button and the link to the replay. In the Star Wars
 * team variant partners share one score: the table shows each seat's own points and, labelled apart, the team's
 * total. Seats, names, colours, the vote, the rematch and the replay's address come from the match context.
 */
import { createMemo, createSignal, For, lazy, onMount, Show } from "solid-js";
import type { ScoreReason } from "../../../../../engine/carcassonne/score-item.ts";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { afterBoardIdle } from "../../../core/after-board.ts";
import { teamsOf, winningSeats } from "../factions.ts";
import { tb, type BoardKey } from "../i18n/index.ts";
import { tbEnd } from "../i18n/end.ts";
import { inLanguage, listOf, t } from "../../../i18n/i18n.ts";
import { scoreItemsOf } from "../../../../../engine/carcassonne/events.ts";
import { TeamScores } from "./TeamScores.tsx";
import { endReason } from "./end-reason.ts";

const ScoreChart = lazy(() => import("./ScoreChart.tsx").then((m) => ({ default: m.ScoreChart })));

/** Table columns: a heading and the score reasons summed under it (both battle reasons share one column). */
const COLUMNS: [BoardKey, ScoreReason[]][] = [
  ["road", ["road"]],
  ["city", ["city"]],
  ["monastery", ["monastery"]],
  ["farm", ["farm"]],
  ["gold", ["gold"]],
  ["route", ["route"]],
  ["asteroids", ["asteroids"]],
  ["planet", ["planet"]],
  ["battles", ["battleTie", "battleLoss"]],
];

/** The link to the replay comes in a chunk of its own (only a finished match shows it), asked for once the page is idle. */
const ReplayLink = lazy(() => import("../../../replay/ReplayLink.tsx").then(inLanguage((m) => m.ReplayLink)));

export function EndScreen(props: { view: CarcView }) {
  const m = useMatch();
  const [idle, setIdle] = createSignal(false);
  onMount(() => void afterBoardIdle().then(() => setIdle(true)));
  const [open, setOpen] = createSignal(true);
  const items = createMemo(() => scoreItemsOf(props.view.log));
  const columns = () => COLUMNS.filter(([, rs]) => items().some((i) => rs.includes(i.reason)));
  const teams = () => teamsOf(props.view);
  const winners = () => winningSeats(props.view);
  const names = () => {
    const ts = teams();
    if (ts.length > 0) return ts.filter((tm) => winners().includes(tm.seats[0]!)).map((tm) => tb(tm.key));
    return winners().map(m.name);
  };
  const sum = (seat: number, reasons: ScoreReason[] | null) =>
    items()
      .filter((i) => i.seat === seat && (!reasons || reasons.includes(i.reason)))
      .reduce((a, i) => a + i.points, 0);
  return (
    <Show
      when={open()}
      fallback={
        <button type="button" class="primary results" onClick={() => setOpen(true)}>
          {t("showResults")}
        </button>
      }
    >
      <section class="end" role="dialog" aria-label={t("finished")} data-testid="end-screen">
        <button type="button" class="close" onClick={() => setOpen(false)} aria-label={t("close")} title={t("close")}>
          ×
        </button>
        <h2>{t("finished")}</h2>
        <p class="end-reason" data-testid="end-reason">
          {endReason(props.view, m.endedByVote(), m.name)}
        </p>
        <p class="winner">
          {names().length > 1
            ? t("winners", { names: listOf(names()) })
            : teams().length > 0
              ? tb("teamWins", { names: names()[0] ?? "" })
              : t("winner", { names: names()[0] ?? "" })}
        </p>
        <Show when={teams().length > 0}>
          <TeamScores teams={teams()} winners={winners()} />
        </Show>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th />
                {<For each={columns()}>{([key]) => <th>{tb(key)}</th>}</For>}
                <Show when={teams().length > 0} fallback={<th>{t("total")}</th>}>
                  <th>{tbEnd("ownPoints")}</th>
                  <th>{tbEnd("teamTotal")}</th>
                </Show>
              </tr>
            </thead>
            <tbody>
              <For each={m.seats()}>
                {(s) => (
                  <tr>
                    <th>
                      <Show when={props.view.sw}>
                        <span class="chip" style={{ background: m.colour(s.seat) }} />
                      </Show>
                      {m.name(s.seat)}
                    </th>
                    <For each={columns()}>{([, rs]) => <td>{sum(s.seat, rs)}</td>}</For>
                    <Show when={teams().length > 0}>
                      <td class="own" data-testid={`own-${s.seat}`}>
                        {sum(s.seat, null)}
                      </td>
                    </Show>
                    <td class="total" data-testid={`final-${s.seat}`}>
                      {props.view.scores[s.seat]}
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <ScoreChart log={props.view.log} players={props.view.players} />
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
