/** One answer of the decision bar: a button with its label parts and the goods it returns as cubes. */
import { For, Show } from "solid-js";
import { useNfAct } from "./nf-act.ts";
import type { ChoiceOption } from "./nf-choices.ts";
import { say } from "./nf-say.ts";
import { NfCube } from "./NfCube.tsx";

export function NfOption(props: { option: ChoiceOption }) {
  const send = useNfAct();
  return (
    <button
      type="button"
      class={props.option.primary ? "primary" : ""}
      data-type={props.option.action.type}
      onClick={() => send(props.option.action)}
    >
      <Show when={props.option.goods}>
        <span class="nf-cubes">
          <For each={props.option.goods}>{(g) => <NfCube kind={g} />}</For>
        </span>
      </Show>
      {props.option.parts.map(say).join(" · ")}
    </button>
  );
}
