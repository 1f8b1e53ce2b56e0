/** Client entry: a tiny path router — "/" lobby, "/m/:id" a match, "/embed/:id" the embeddable widget. */
import { createEffect, createSignal, Match, Switch } from "solid-js";
import { render } from "solid-js/web";
import { Home } from "./pages/Home.tsx";
import { MatchPage } from "./pages/MatchPage.tsx";
import { loadLocale, locale } from "./i18n/i18n.ts";
import "./styles.css";

const [path, setPath] = createSignal(location.pathname);
window.addEventListener("popstate", () => setPath(location.pathname));

function navigate(to: string): void {
  history.pushState(null, "", to);
  setPath(new URL(to, location.href).pathname);
}

function App() {
  createEffect(() => (document.documentElement.lang = locale()));
  const match = (prefix: string) => path().match(new RegExp(`^/${prefix}/([a-z0-9]{10})/?$`))?.[1];
  return (
    <Switch fallback={<Home navigate={navigate} />}>
      <Match when={match("m")} keyed>{(id) => <MatchPage id={id} navigate={navigate} />}</Match>
      <Match when={match("embed")} keyed>{(id) => <MatchPage id={id} embed navigate={navigate} />}</Match>
    </Switch>
  );
}

// A non-English page waits for its dictionary (a small chunk) so it never flashes English first.
void loadLocale(locale()).catch(() => undefined).then(() => render(() => <App />, document.getElementById("root")!));
