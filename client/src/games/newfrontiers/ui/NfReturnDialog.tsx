/**
 * The nine-world limit: the player ticks exactly `count` explored worlds to return to the bag; confirming sends
 * the matching legal returnWorlds answer (disabled until the ticked set is one).
 */
import { createSignal, For } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { useNfAct } from "./nf-act.ts";
import { returnAction, returnCandidates } from "./nf-choices.ts";

export function NfReturnDialog(props: { view: NfView }) {
  const send = useNfAct();
  const [chosen, setChosen] = createSignal<string[]>([]);
  const c = () => returnCandidates(props.view);
  const toggle = (w: string, on: boolean) => setChosen(on ? [...chosen(), w] : chosen().filter((x) => x !== w));
  const action = () => returnAction(props.view, chosen());
  return (
    <fieldset class="nf-return" data-testid="return-dialog">
      <legend>{nt("returnPick", { n: c()?.count ?? 0, chosen: chosen().length })}</legend>
      <For each={c()?.worlds ?? []}>
        {(w) => (
          <label class="check">
            <input type="checkbox" checked={chosen().includes(w)} onChange={(e) => toggle(w, e.currentTarget.checked)} />
            <span>{tileName(w)}</span>
          </label>
        )}
      </For>
      <button
        type="button"
        class="primary"
        disabled={action() === null}
        onClick={() => {
          const a = action();
          if (a) {
            send(a);
            setChosen([]);
          }
        }}
      >
        {nt("returnConfirm")}
      </button>
    </fieldset>
  );
}
