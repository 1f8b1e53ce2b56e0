/**
 * One game on the home page: a picture of its board (the "How to play" guide's opening scene, drawn with the game's
 * own tiles and pieces: learn/art), its name, player count and one-line pitch, *Play now against bots* for a game
 * with bots, the button that opens its match options (MatchOptions, shown under the card) and its guide's link.
 */
import { Show } from "solid-js";
import type { GameInfo } from "../api.ts";
import { t } from "../i18n/i18n.ts";
import { clientGame } from "../games/registry.ts";
import { LearnArt } from "../learn/art/LearnArt.tsx";
import { isLearnGame, type ArtId, type LearnGame } from "../learn/screens.ts";
import "../learn/learn.css";

const PICTURE: Readonly<Record<LearnGame, ArtId>> = { carcassonne: "c-goal", starwars: "sw-goal", newfrontiers: "nf-goal" };

export function GameCard(props: {
  info: GameInfo;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
  onPlayBots: () => void;
  onLearn: (e: MouseEvent) => void;
}) {
  const id = () => props.info.id;
  const learnGame = () => {
    const g = id();
    return isLearnGame(g) ? g : null;
  };
  return (
    <article
      class="game-card"
      classList={{ chosen: props.chosen }}
      data-testid={`game-card-${id()}`}
      data-game={id()}
      aria-labelledby={`game-${id()}`}
    >
      <div class="game-picture" aria-hidden="true" inert>
        <Show when={learnGame()}>{(g) => <LearnArt game={g()} art={PICTURE[g()]} />}</Show>
      </div>
      <div class="game-about">
        <h2 id={`game-${id()}`}>{props.info.name}</h2>
        <p class="muted small">{t("playersRange", { min: props.info.minPlayers, max: props.info.maxPlayers })}</p>
        <p class="pitch">{clientGame(id())?.pitch()}</p>
      </div>
      <div class="game-actions">
        <Show when={props.info.bots}>
          <button class="primary" type="button" disabled={props.busy} onClick={() => props.onPlayBots()} data-testid={`play-bots-${id()}`}>
            {t("playBots")}
          </button>
        </Show>
        <button
          type="button"
          aria-expanded={props.chosen}
          aria-controls={props.chosen ? "match-options" : undefined}
          onClick={() => props.onChoose()}
          data-testid={`choose-${id()}`}
        >
          {t("setUpMatch")}
        </button>
        <a href={`/learn/${id()}`} onClick={(e) => props.onLearn(e)} data-testid={`learn-${id()}`}>
          {t("howToPlay")}
        </a>
      </div>
    </article>
  );
}
