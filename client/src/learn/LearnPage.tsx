/**
 * The /learn/:game page (the lobby's "How to play" links): the site's top bar, the game's guide and a way back to
 * the lobby; for an id with no guide, the list of guides. Loaded lazily by the router.
 */
import { For, Show } from "solid-js";
import { TopBar } from "../ui/TopBar.tsx";
import { tl, tlKey } from "./i18n/index.ts";
import { HowToPlay } from "./HowToPlay.tsx";
import { isLearnGame, LEARN_GAMES } from "./screens.ts";

export function LearnPage(props: { game: string; navigate: (path: string) => void }) {
  const link = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    props.navigate(to);
  };
  return (
    <>
      <TopBar />
      <main class="learn-page">
        <Show
          when={isLearnGame(props.game) ? props.game : undefined}
          keyed
          fallback={
            <>
              <h1>{tl("howToPlay")}</h1>
              <p data-testid="learn-unknown">{tl("unknownGame")}</p>
              <ul>
                <For each={LEARN_GAMES}>
                  {(g) => (
                    <li>
                      <a href={`/learn/${g}`} onClick={link(`/learn/${g}`)}>
                        {tlKey(`name.${g}`)}
                      </a>
                    </li>
                  )}
                </For>
              </ul>
            </>
          }
        >
          {(g) => <HowToPlay game={g} headingId="howto-title" />}
        </Show>
        <p>
          <a href="/" onClick={link("/")} data-testid="learn-back">
            {tl("backToLobby")}
          </a>
        </p>
      </main>
    </>
  );
}
