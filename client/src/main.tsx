/**
 * Client entry: a tiny path router — "/" lobby, "/m/:id" a match, "/m/:id/replay" its replay (a lazy chunk), "/embed/:id"
 * the embeddable widget, "/my" my matches, "/learn/:game" a game's "How to play" guide (a lazy chunk). Any other
 * address is the not-found page, never the lobby: under /m/ or /embed/ (a malformed id, extra segments) it speaks
 * of a match, elsewhere of a page.
 */
import { createEffect, createMemo, createSignal, lazy, Match, Switch } from "solid-js";
import { render } from "solid-js/web";
import { MatchPage } from "./pages/MatchPage.tsx";
import { NotFound } from "./pages/NotFound.tsx";
import { inLanguage, loadLocale, locale } from "./i18n/i18n.ts";
import { route } from "../../contract/page-routes.ts";
import { preconnect } from "./core/match-store.ts";
import { afterFirstBoard } from "./core/after-board.ts";
import { pageSummary } from "./core/page-match.ts";
import { BOARD_PREVIEW_ID } from "../../contract/page-ids.ts";
import { clientGame } from "./games/registry.ts";
import "./styles.css";

// The lobby and My matches are chunks of their own: a match page, the page a shared link opens, never loads them.
const Home = lazy(() => import("./pages/Home.tsx").then((m) => ({ default: m.Home })));
const MyMatchesPage = lazy(() => import("./seats/MyMatchesPage.tsx").then((m) => ({ default: m.MyMatchesPage })));
const LearnPage = lazy(() => import("./learn/LearnPage.tsx").then((m) => ({ default: m.LearnPage })));
const ReplayPage = lazy(() => import("./replay/ReplayPage.tsx").then(inLanguage((m) => m.ReplayPage)));

const [path, setPath] = createSignal(location.pathname);
window.addEventListener("popstate", () => setPath(location.pathname));

function navigate(to: string): void {
  history.pushState(null, "", to);
  setPath(new URL(to, location.href).pathname);
}

function App() {
  createEffect(() => (document.documentElement.lang = locale()));
  const r = createMemo(() => route(path()));
  const id = (page: "match" | "embed" | "replay") => {
    const x = r();
    return x.page === page ? x.id : undefined;
  };
  const learn = () => {
    const x = r();
    return x.page === "learn" ? x.game : undefined;
  };
  const notFound = () => {
    const x = r();
    return x.page === "not-found" ? x : undefined;
  };
  return (
    <Switch fallback={<Home navigate={navigate} />}>
      <Match when={id("match")} keyed>
        {(matchId) => <MatchPage id={matchId} navigate={navigate} />}
      </Match>
      <Match when={id("embed")} keyed>
        {(matchId) => <MatchPage id={matchId} embed navigate={navigate} />}
      </Match>
      <Match when={id("replay")} keyed>
        {(matchId) => <ReplayPage id={matchId} />}
      </Match>
      <Match when={r().page === "my"}>
        <MyMatchesPage navigate={navigate} />
      </Match>
      <Match when={learn()} keyed>
        {(game) => <LearnPage game={game} navigate={navigate} />}
      </Match>
      <Match when={notFound()}>{(x) => <NotFound embed={x().embed} page={!/^\/(m|embed)(\/|$)/.test(path())} />}</Match>
    </Switch>
  );
}

// A match page connects first: the socket's first step is a timer, queued before the render's, so the server's
// welcome is on its way while the page renders. A non-English page waits for its dictionary (a small chunk) so it
// never flashes English first. A match page whose summary names its game also waits for the game's board code
// (preloaded by the page): the shell and the board, drawn from the page's view, then render and are laid out once,
// together, instead of the shell first and the board a layout later.
const first = route(location.pathname);
const matchId = first.page === "match" || first.page === "embed" ? first.id : null;
if (matchId) preconnect(location, matchId);
const board = matchId ? clientGame(pageSummary(matchId, document)?.game)?.load() : undefined;
void Promise.all([loadLocale(locale()), board])
  .catch(() => undefined)
  .then(() =>
    setTimeout(() => {
      // the Worker's picture of the board (worker/board-preview.ts) gives way to the app's, in this one task
      document.getElementById(BOARD_PREVIEW_ID)?.remove();
      render(() => <App />, document.getElementById("root")!);
    }),
  );

// The service worker shows turn notifications (pace/push.ts): registered once the page has loaded, a match page's
// first board is drawn and the page is idle, so starting it never competes with drawing the first board (started
// earlier, it delayed the first render measurably).
const whenIdle = (f: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(f, { timeout: 10_000 }) : setTimeout(f, 2000);
window.addEventListener(
  "load",
  () => void afterFirstBoard().then(() => whenIdle(() => void import("./pace/push.ts").then((m) => m.registerServiceWorker()))),
  { once: true },
);
