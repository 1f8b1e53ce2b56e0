/**
 * The New Frontiers table (lazy-loaded by the match page in place of the Carcassonne board): the decision bar,
 * shared counters, action tiles and priority track, the Explore display, every empire (the viewer's first), the
 * development supply (moved up while the viewer develops), the tile detail dialog and the final scoring.
 */
import { For, Show } from "solid-js";
import type { NfAction } from "../../../../../engine/newfrontiers/actions.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import "./nf.css";
import { NfActions } from "./NfActions.tsx";
import { NfDecision } from "./NfDecision.tsx";
import { NfDisplay } from "./NfDisplay.tsx";
import { NfEmpire } from "./NfEmpire.tsx";
import { NfEndScreen } from "./NfEndScreen.tsx";
import { NfInfo } from "./NfInfo.tsx";
import { NfSupply } from "./NfSupply.tsx";
import { NfTileDetail } from "./NfTileDetail.tsx";

export interface NfMainProps {
  view: NfView;
  name: (seat: number) => string;
  colour: (seat: number) => string;
  onAct: (a: NfAction) => void;
  embed?: boolean;
  /** Every seat is taken: decisions can be made. */
  ready: boolean;
  rematch: string | null;
  canRematch: boolean;
  onRematch: () => void;
}

export function NfMain(props: NfMainProps) {
  const order = () => {
    const seats = props.view.empires.map((_, i) => i);
    const me = props.view.seat;
    return me === null ? seats : [me, ...seats.filter((s) => s !== me)];
  };
  const developing = () => props.view.pending?.kind === "develop" && props.view.choices.length > 0;
  const act = (a: NfAction) => { if (props.ready) props.onAct(a); };
  return (
    <div class="nf-main" data-testid="nf-board">
      <Show when={props.ready}><NfDecision view={props.view} name={props.name} onAct={act} /></Show>
      <NfInfo view={props.view} name={props.name} />
      <NfActions view={props.view} name={props.name} colour={props.colour} onAct={act} />
      <NfDisplay view={props.view} onAct={act} />
      <Show when={developing()}><NfSupply view={props.view} onAct={act} /></Show>
      <div class="nf-empires">
        <For each={order()}>{(seat) => <NfEmpire view={props.view} seat={seat} name={props.name(seat)} colour={props.colour(seat)} />}</For>
      </div>
      <Show when={!developing()}><NfSupply view={props.view} onAct={act} /></Show>
      <NfTileDetail status={props.view.catalogueStatus} />
      <Show when={props.view.finished && !props.embed}>
        <NfEndScreen view={props.view} name={props.name} rematch={props.rematch} canRematch={props.canRematch} onRematch={props.onRematch} />
      </Show>
    </div>
  );
}

export default NfMain;
