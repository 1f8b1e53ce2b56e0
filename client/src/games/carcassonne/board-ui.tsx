/**
 * The board games' components (Carcassonne and Star Wars), loaded in their own chunk: the board with its turn
 * controls, zoom button, end screen and (Star Wars) dice battle panel as the main area; the turn panel, players,
 * drawn score track, remaining tiles (its panel loaded on click), explained log and keyboard help as the side panel. Seats, names and colours come from the match context.
 */
import { createSignal, lazy, Show } from "solid-js";
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import { Board } from "./board/Board.tsx";
import { useMatch } from "../../core/match-context.tsx";
import { loadLocale, locale, t } from "../../i18n/i18n.ts";
import { tb } from "./i18n/index.ts";
import { PlayerList } from "./ui/PlayerList.tsx";
import { ScoreLog } from "./ui/ScoreLog.tsx";
import { ScoreTrack } from "./ui/ScoreTrack.tsx";
import { RemainingButton } from "./ui/RemainingButton.tsx";
import "./ui/seeing.css";
import { TurnPanel } from "./ui/TurnPanel.tsx";
import type { GameProps, GameUi } from "../types.ts";
import { createTurnControls } from "./turn-controls.ts";
import { createBattleWatch } from "./battle-watch.ts";

/** The dice battle panel is Star Wars only: loaded on the first Star Wars view (the board marks the battle itself). */
const BattleCenter = lazy(() => import("./ui/BattleCenter.tsx").then((m) => ({ default: m.BattleCenter })));
/**
 * The end screen (with its score chart) is needed once per game, at its end: loaded then, shown once its own
 * messages (i18n/end.ts) are in the current language too.
 */
const EndScreen = lazy(() =>
  import("./ui/EndScreen.tsx").then(async (m) => {
    await loadLocale(locale());
    return { default: m.EndScreen };
  }),
);

function parts(props: GameProps<CarcView, CarcAction>) {
  const m = useMatch();
  const turn = createTurnControls(() => props.view, m.me, m.version, props.act);
  const [centre, setCentre] = createSignal(0);
  // The history's move shown (a tilePlaced record of this view's log), outlined on the board; null: now.
  const [at, setAt] = createSignal<number | null>(null);
  const mark = () => {
    const i = at(),
      e = i === null ? undefined : props.view.log[i];
    return e?.key === "tilePlaced" ? { x: e.args.x, y: e.args.y } : null;
  };
  const battles = createBattleWatch(() => props.view);
  const main = (
    <>
      <Board
        view={props.view}
        overlay={turn.overlay()}
        onCell={turn.onCell}
        onSpot={turn.onSpot}
        onPlanet={turn.onPlanet}
        onTarget={turn.onTarget}
        onKey={turn.onKey}
        centreTick={centre()}
        mark={mark()}
        battle={battles.battle()}
      />
      <div class="zoom">
        <button type="button" onClick={() => setCentre(centre() + 1)} title={t("centre")} aria-label={t("centre")}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2" />
            <path d="M10 1v5M10 14v5M1 10h5M14 10h5" stroke="currentColor" stroke-width="2" />
          </svg>
        </button>
      </div>
      <Show when={props.view.finished && !props.embed}>
        <EndScreen view={props.view} />
      </Show>
      <Show when={props.view.sw}>
        <BattleCenter view={props.view} watch={battles} />
      </Show>
    </>
  );
  const side = (
    <>
      <Show when={m.ready()}>
        <TurnPanel
          view={props.view}
          choice={turn.choice()}
          canConfirm={turn.pending() !== null}
          onRotate={turn.rotate}
          onConfirm={turn.confirm}
          onUndo={turn.undo}
          onSkip={() => props.act({ type: "pass" })}
          onPickTile={turn.pickTile}
          onBig={turn.setBig}
        />
      </Show>
      <PlayerList view={props.view} />
      <ScoreTrack scores={props.view.scores} />
      <Show when={!props.embed && !props.view.finished}>
        <RemainingButton view={props.view} />
      </Show>
      <Show when={!props.embed}>
        <ScoreLog log={props.view.log} start={props.view.board[0]?.tile} at={at()} onAt={setAt} />
        <p class="muted small kbd-help">{tb("keyboardHelp")}</p>
      </Show>
    </>
  );
  return { main, side };
}

export const boardUi: GameUi<CarcView, CarcAction> = { parts };

// The board's pieces for the "How to play" scenes (learn/art/): imported through this module, they stay in this
// chunk (already loaded on a board game's match page) instead of splitting into small shared chunks of the first board.
export { TileSvg } from "./board/TileSvg.tsx";
export { Meeple } from "./board/Meeple.tsx";
export { Ingot } from "./board/Ingot.tsx";
export { FactionBadge } from "./board/FactionBadge.tsx";
export { anchorOnBoard } from "../../../../contract/board/geometry.ts";
