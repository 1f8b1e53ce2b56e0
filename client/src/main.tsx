// Client entry: placeholder landing page listing the games served by /api/games.
import { createResource, For, Match, Switch } from "solid-js";
import { render } from "solid-js/web";
import "./styles.css";

type GameInfo = { id: string; name: string };

async function fetchGames(): Promise<GameInfo[]> {
  const res = await fetch("/api/games");
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as GameInfo[];
}

function App() {
  const [games] = createResource(fetchGames);
  return (
    <main>
      <h1>Meeplehall</h1>
      <p>Online play is coming soon.</p>
      <Switch>
        <Match when={games.error}>
          <p role="alert">Could not load games.</p>
        </Match>
        <Match when={games()}>
          {(list) => (
            <ul>
              <For each={list()}>{(g) => <li>{g.name}</li>}</For>
            </ul>
          )}
        </Match>
      </Switch>
    </main>
  );
}

render(() => <App />, document.getElementById("root")!);
