/**
 * The New Frontiers table (lazy-loaded by the match page in place of the Carcassonne board): the decision bar,
 * shared counters, action tiles and priority track, the Explore display, every empire (the viewer's first), the
 * development supply (moved up while the viewer develops), the tile detail dialog and the final scoring.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import "./nf.css";
import { NfActions } from "./NfActions.tsx";
import { NfDecision } from "./NfDecision.tsx";
import { NfDisplay } from "./NfDisplay.tsx";
import { NfEmpire } from "./NfEmpire.tsx";
import { NfEndScreen } from "./NfEndScreen.tsx";
import { NfInfo } from "./NfInfo.tsx";
import { NfSupply } from "./NfSupply.tsx";
import { NfTileDetail } from "./NfTileDetail.tsx";

export function NfMain(props: { view: NfView }) {
  const m = useMatch();
  const order = () => {
    const seats = props.view.empires.map((_, i) => i);
    const me = props.view.seat;
    return me === null ? seats : [me, ...seats.filter((s) => s !== me)];
  };
  const developing = () => props.view.pending?.kind === "develop" && props.view.choices.length > 0;
  return (
    <div class="nf-main" data-testid="nf-board">
      <Show when={m.ready()}>
        <NfDecision view={props.view} />
      </Show>
      <NfInfo view={props.view} />
      <NfActions view={props.view} />
      <NfDisplay view={props.view} />
      <Show when={developing()}>
        <NfSupply view={props.view} />
      </Show>
      <div class="nf-empires">
        <For each={order()}>{(seat) => <NfEmpire view={props.view} seat={seat} />}</For>
      </div>
      <Show when={!developing()}>
        <NfSupply view={props.view} />
      </Show>
      <NfTileDetail status={props.view.catalogueStatus} />
      <Show when={props.view.finished && !m.embed}>
        <NfEndScreen view={props.view} />
      </Show>
    </div>
  );
}
