/**
 * "My matches" (/my): every match this browser holds a seat in (the index of storage.ts; no account), with live
 * data from each match's summary — the game, the opponents, whose turn it is (mine first), my clock, the last activity —
 * unfinished first and finished ones under "History", each with a link to its replay. A match that answers not-found
 * is dropped from the list and its token forgotten.
 */
import { bankText } from "../pace/ClockPanel.tsx";
import { tp } from "../pace/i18n/index.ts";
import { createResource, createSignal, For, Show } from "solid-js";
import { createStore } from "solid-js/store";
import { api, isApiError } from "../api.ts";
import { seatName } from "../core/bots.ts";
import { listOf, locale, t } from "../i18n/i18n.ts";
import { forgetMatch, myMatches } from "../storage.ts";
import { TopBar } from "../ui/TopBar.tsx";
import { st } from "./i18n/index.ts";
import { tr } from "../replay/i18n/index.ts";
import { arrangeMyMatches, type Live, type MyMatchRow } from "./my-matches.ts";
import "./seats.css";

/** "3 hours ago" in the current language (Intl.RelativeTimeFormat). */
function ago(at: number, now: number): string {
  const s = Math.round((at - now) / 1000);
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    Math.abs(s) < 60
      ? [s, "second"]
      : Math.abs(s) < 3600
        ? [Math.round(s / 60), "minute"]
        : Math.abs(s) < 86400
          ? [Math.round(s / 3600), "hour"]
          : [Math.round(s / 86400), "day"];
  return new Intl.RelativeTimeFormat(locale(), { numeric: "auto" }).format(n, unit);
}

export function MyMatchesPage(props: { navigate: (path: string) => void }) {
  const [list, setList] = createSignal(myMatches());
  const [live, setLive] = createStore<Record<string, Live>>({});
  const [games] = createResource(async () => {
    const g = await api.games();
    return isApiError(g) ? [] : g;
  });
  for (const { id } of list()) {
    void api.summary(id).then((s) => {
      if (!isApiError(s)) return setLive(id, s);
      if (s.error !== "not-found") return;
      forgetMatch(id);
      setList(myMatches());
    });
  }
  const rows = () => arrangeMyMatches(list(), (id) => live[id]);
  const now = Date.now();

  const Row = (p: { row: MyMatchRow }) => {
    const s = () => p.row.summary;
    const game = () => games()?.find((g) => g.id === (s()?.game ?? p.row.entry.game))?.name ?? s()?.game ?? p.row.entry.game ?? "";
    const name = (seat: number) => (s()?.seats[seat]?.taken ? seatName(s()!.seats[seat], seat) : st("freeSeat"));
    const turn = () => {
      const x = s();
      if (!x) return st("unreachable");
      if (x.status === "finished") return st("finished");
      if (x.status === "waiting") return t("waitingPlayers");
      return p.row.myTurn ? t("yourTurn") : st("waitingFor", { names: listOf((x.toAct ?? []).map(name)) });
    };
    /** A plain click opens the page in the app; a modified one is the browser's (a new tab). */
    const go = (path: string) => (e: MouseEvent) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      props.navigate(path);
    };
    const open = go(`/m/${p.row.entry.id}`);
    return (
      <li>
        <a
          class="my-card"
          classList={{ mine: p.row.myTurn }}
          href={`/m/${p.row.entry.id}`}
          onClick={open}
          data-testid={`my-match-${p.row.entry.id}`}
        >
          <span class="top">
            <span class="game">{game() || st("loading")}</span>
            <span class="turn" data-testid="my-turn">
              {turn()}
            </span>
          </span>
          <Show when={s()}>
            <span class="who small" data-testid="my-opponents">
              <Show when={p.row.seat !== null}>{t("seat", { seat: p.row.seat! + 1 })} · </Show>
              {st("against", { names: listOf(p.row.opponents.map(name)) })}
            </span>
          </Show>
          <Show when={s()?.clock && p.row.seat !== null && s()!.status === "playing"}>
            <span class="small" data-testid="my-clock">
              {tp("clock")}: {bankText(s()!.clock!.banks[p.row.seat!] ?? 0)}
            </span>
          </Show>
          <span class="when small muted">{st("lastActivity", { when: ago(p.row.at, now) })}</span>
        </a>
        <Show when={s()?.status === "finished"}>
          <a
            class="my-replay small"
            href={`/m/${p.row.entry.id}/replay`}
            onClick={go(`/m/${p.row.entry.id}/replay`)}
            data-testid={`my-replay-${p.row.entry.id}`}
          >
            {tr("watch")}
          </a>
        </Show>
      </li>
    );
  };

  return (
    <>
      <TopBar />
      <main class="my-matches" data-testid="my-matches">
        <h1>{st("myMatches")}</h1>
        <p class="muted small">{st("myMatchesIntro")}</p>
        <Show
          when={list().length > 0}
          fallback={
            <p>
              {st("noMatches")}{" "}
              <a href="/" onClick={(e) => (e.preventDefault(), props.navigate("/"))}>
                {st("newMatch")}
              </a>
            </p>
          }
        >
          <ul class="my-list" data-testid="my-current">
            <For each={rows().current}>{(row) => <Row row={row} />}</For>
          </ul>
          <Show when={rows().history.length > 0}>
            <h2>{st("history")}</h2>
            <ul class="my-list" data-testid="my-history">
              <For each={rows().history}>{(row) => <Row row={row} />}</For>
            </ul>
          </Show>
        </Show>
      </main>
    </>
  );
}
