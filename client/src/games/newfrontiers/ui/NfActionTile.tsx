/**
 * One action tile of the row: its name and rules hint, the Produce tile's piled credits, who selected it when
 * taken (chip and "taken by" name), highlighted while it is being resolved; a button for the seat that must select.
 * Its spoken name holds the visible words in their order (WCAG 2.5.3): "Select" before the name when selectable,
 * the piled credits spelled out.
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
  const piled = () => (props.id === "produce" ? props.view.produceCredits : 0);
  const takenBy = () => nt("takenBy", { name: who() ?? "?" });
  const aria = () =>
    [act() ? nt("selectAction", { name: label() }) : label(), piled() > 0 ? nt("creditsN", { n: piled() }) : "", taken() ? takenBy() : ""]
      .filter((x) => x)
      .join(", ");
  return (
    <button
      type="button"
      class="nf-action"
      classList={{ taken: taken(), current: props.view.current?.tile === props.id, selectable: act() !== null }}
      disabled={act() === null}
      onClick={() => {
        const a = act();
        if (a) send(a);
      }}
      data-action={props.id}
      aria-label={aria()}
      title={nt(`actionHint.${props.id}`)}
    >
      {/* The spaces keep the words apart in the text a screen reader or axe reads from the grid's items. */}
      <span class="nf-action-name">{label()}</span>
      <Show when={piled() > 0}>
        {" "}
        <span class="nf-piled" title={nt("piledCredits")}>
          <NfIcon kind="credit" />
          {piled()}
        </span>
      </Show>
      <Show when={taken()}>
        {" "}
        <span class="nf-taken-by">
          <span class="chip" style={{ background: props.selector !== undefined ? m.colour(props.selector) : "#999" }} />
          {takenBy()}
        </span>
      </Show>
    </button>
  );
}
