/**
 * One action tile of the row: its name and rules hint, the Produce tile's piled credits, who selected it when
 * taken (chip and name), highlighted while it is being resolved; a button for the seat that must select.
 */
import { Show } from "solid-js";
import type { NfActionTile as TileId } from "../../../../../engine/newfrontiers/state.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { actionName, nt } from "../i18n/index.ts";
import { useNfAct } from "./nf-act.ts";
import { tableAction } from "./nf-choices.ts";
import { NfIcon } from "./NfIcon.tsx";

export function NfActionTile(props: { view: NfView; id: TileId; selector: number | undefined }) {
  const m = useMatch();
  const send = useNfAct();
  const act = () => tableAction(props.view, "select", props.id);
  const taken = () => props.view.taken.includes(props.id);
  const label = () => actionName(props.id);
  const who = () => (props.selector !== undefined ? m.name(props.selector) : undefined);
  const aria = () =>
    act() ? nt("selectAction", { name: label() }) : label() + (taken() ? ` — ${nt("takenBy", { name: who() ?? "?" })}` : "");
  return (
    <button type="button" class="nf-action" classList={{ taken: taken(), current: props.view.current?.tile === props.id, selectable: act() !== null }}
      disabled={act() === null} onClick={() => { const a = act(); if (a) send(a); }} data-action={props.id}
      aria-label={aria()} title={nt(`actionHint.${props.id}`)}>
      <span class="nf-action-name">{label()}</span>
      <Show when={props.id === "produce" && props.view.produceCredits > 0}>
        <span class="nf-piled" title={nt("piledCredits")}><NfIcon kind="credit" />{props.view.produceCredits}</span>
      </Show>
      <Show when={taken()}>
        <span class="nf-taken-by">
          <span class="chip" style={{ background: props.selector !== undefined ? m.colour(props.selector) : "#999" }} />{who() ?? ""}
        </span>
      </Show>
    </button>
  );
}
