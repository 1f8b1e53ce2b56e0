/**
 * What the player must do now: the drawn tile (or hand), rotate/confirm/undo, meeple skip, and prompts; in a game
 * with big meeples the meeple step also offers the small/big choice, and in Star Wars it mentions the planets around. My seat, the
 * seats' names, my colour and whether my move is being sent come from the match context; the choice and its handlers from the turn controls.
 */
import { For, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { TileSvg } from "../board/TileSvg.tsx";
import { bigChosen, myTurn, showSizeToggle, tileToPlace, type TurnChoice } from "../turn-ui.ts";
import { MeepleSize } from "./MeepleSize.tsx";

export interface TurnPanelProps {
  view: CarcView;
  choice: TurnChoice;
  canConfirm: boolean;
  onRotate: () => void;
  onConfirm: () => void;
  onUndo: () => void;
  onSkip: () => void;
  onPickTile: (tile: string) => void;
  onBig?: (big: boolean) => void;
}

function TilePreview(props: { tile: string; rotation: number; selected?: boolean; onClick?: () => void }) {
  return (
    <svg
      viewBox="-4 -4 108 108"
      class={props.selected ? "preview selected" : "preview"}
      onClick={() => props.onClick?.()}
      data-tile={props.tile}
    >
      <TileSvg tile={props.tile} x={0} y={0} rotation={props.rotation} />
    </svg>
  );
}

export function TurnPanel(props: TurnPanelProps) {
  const m = useMatch();
  const mine = () => myTurn(props.view, m.me());
  /** Gold Mines: the ingots the picking seat may take now (on the tiles it may take from), so the prompt fits the count. */
  const takeable = () => {
    const g = props.view.gold;
    return g ? g.options.reduce((a, o) => a + (g.ingots.find((i) => i.x === o.x && i.y === o.y)?.count ?? 0), 0) : 0;
  };
  const prompt = () => {
    if (props.view.finished) return t("finished");
    if (!mine()) return t("waitingFor", { name: m.name(props.view.toAct[0] ?? 0) });
    return {
      place: tb("placeTile"),
      meeple: tb(props.view.sw ? "placeMeepleSw" : "placeMeeple"),
      gold: tb("placeGold"),
      takeGold: tb("takeGold", { n: takeable() }),
      over: t("finished"),
    }[props.view.phase];
  };
  const tile = () => tileToPlace(props.view, props.choice);
  /** While my move is on its way the button says so (the match layout's fieldset keeps it from a second press). */
  const confirmLabel = () => (m.sending() ? t("sending") : tb("confirm"));
  return (
    <section class="turn" aria-live="polite">
      <p class={mine() ? "prompt mine" : "prompt"} data-testid="prompt">
        <Show when={mine()}>
          <strong>{t("yourTurn")} · </strong>
        </Show>
        {prompt()}
      </p>
      <div class="tiles">
        <Show
          when={props.view.hand && m.me() !== null}
          fallback={<Show when={tile()}>{(id) => <TilePreview tile={id()} rotation={props.choice.rotation} />}</Show>}
        >
          <For each={props.view.hand!}>
            {(id) => (
              <TilePreview
                tile={id}
                rotation={id === tile() ? props.choice.rotation : 0}
                selected={id === tile()}
                onClick={() => props.onPickTile(id)}
              />
            )}
          </For>
        </Show>
        <span class="left">{tb("tilesLeft", { n: props.view.tilesLeft })}</span>
      </div>
      <Show when={mine() && props.view.phase === "place"}>
        <div class="buttons">
          <button type="button" onClick={() => props.onRotate()} title="R">
            ⟳ {tb("rotate")}
          </button>
          <button type="button" onClick={() => props.onUndo()} disabled={!props.choice.cell} title="Esc">
            {tb("undo")}
          </button>
          <button
            type="button"
            class="primary"
            onClick={() => props.onConfirm()}
            disabled={!props.canConfirm}
            title={tb("keyConfirm")}
            aria-busy={m.sending()}
          >
            {confirmLabel()}
          </button>
        </div>
      </Show>
      <Show when={showSizeToggle(props.view, m.me())}>
        <MeepleSize
          big={bigChosen(props.view, m.me(), props.choice)}
          colour={m.colour(m.me() ?? 0)}
          bigLabel={props.view.sw ? "bigMeeple" : "largeMeeple"}
          onBig={(b) => props.onBig?.(b)}
        />
      </Show>
      <Show when={mine() && props.view.phase === "meeple"}>
        <div class="buttons">
          <button type="button" onClick={() => props.onSkip()}>
            {tb("skip")}
          </button>
          <button type="button" onClick={() => props.onUndo()} disabled={!props.choice.spot && !props.choice.planet}>
            {tb("undo")}
          </button>
          <button type="button" class="primary" onClick={() => props.onConfirm()} disabled={!props.canConfirm} aria-busy={m.sending()}>
            {confirmLabel()}
          </button>
        </div>
      </Show>
    </section>
  );
}
