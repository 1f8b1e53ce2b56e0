/** Landing page: pick a game and its options, create a match, land in it. */
import { createResource, createSignal, For, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { t } from "../i18n/i18n.ts";
import { TopBar } from "../ui/TopBar.tsx";

const OPTION_KEYS = [["farmers", "farmersHint"], ["goldMines", "goldMinesHint"], ["incompleteScoreNothing", null], ["handOfThree", null]] as const;

export function Home(props: { navigate: (path: string) => void }) {
  const [games] = createResource(async () => {
    const g = await api.games();
    return isApiError(g) ? [] : g;
  });
  const [game, setGame] = createSignal("carcassonne");
  const [players, setPlayers] = createSignal(2);
  const [options, setOptions] = createSignal<Record<string, boolean>>({ farmers: true, goldMines: false, incompleteScoreNothing: false, handOfThree: false });
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const info = () => games()?.find((g) => g.id === game());
  // Test-only: `/?testDeck=base-U,base-E` asks for a forced tile order; live servers refuse it (test-only).
  const testDeck = new URLSearchParams(location.search).get("testDeck")?.split(",").filter(Boolean);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const r = await api.create(game(), players(), options(), testDeck);
    setBusy(false);
    if (isApiError(r)) setError(r.message);
    else props.navigate(`/m/${r.id}`);
  };
  return (
    <>
      <TopBar />
      <main class="home">
        <h1>{t("appName")}</h1>
        <p class="tagline">{t("tagline")}</p>
        <form class="card" onSubmit={create}>
          <h2>{t("newGame")}</h2>
          <label>
            {t("game")}
            <select value={game()} onChange={(e) => setGame(e.currentTarget.value)}>
              <For each={games() ?? []}>{(g) => <option value={g.id}>{g.name}</option>}</For>
            </select>
          </label>
          <label>
            {t("players")}
            <select value={players()} onChange={(e) => setPlayers(Number(e.currentTarget.value))} data-testid="players">
              <For each={Array.from({ length: (info()?.maxPlayers ?? 6) - (info()?.minPlayers ?? 2) + 1 }, (_, i) => i + (info()?.minPlayers ?? 2))}>
                {(n) => <option value={n}>{n}</option>}
              </For>
            </select>
          </label>
          <For each={OPTION_KEYS}>
            {([key, hint]) => (
              <label class="check">
                <input type="checkbox" checked={options()[key]} onChange={(e) => setOptions({ ...options(), [key]: e.currentTarget.checked })} />
                <span>{t(key)}<Show when={hint}><small class="muted"> — {t(hint!)}</small></Show></span>
              </label>
            )}
          </For>
          <button class="primary big" type="submit" disabled={busy()} data-testid="create">{busy() ? t("creating") : t("create")}</button>
          <Show when={error()}><p class="error" role="alert">{error()}</p></Show>
        </form>
      </main>
    </>
  );
}
