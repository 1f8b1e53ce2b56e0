/**
 * One group of the decision bar's answers (nf-choices.ts): the tile or goal it is about (a card, the goal's name
 * and condition), its heading and power text, and its answers as buttons.
 */
import { For, Show } from "solid-js";
import { goalOf } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { goalText } from "../goal-text.ts";
import type { ChoiceGroup } from "./nf-choices.ts";
import { say } from "./nf-say.ts";
import { NfOption } from "./NfOption.tsx";
import { NfTile } from "./NfTile.tsx";

export function NfChoiceGroup(props: { group: ChoiceGroup }) {
  const g = () => props.group;
  return (
    <div class="nf-group" classList={{ "with-tile": !!g().tile || !!g().goal }}>
      <Show when={g().tile}>{(tile) => <NfTile id={tile()} />}</Show>
      <div class="nf-group-body">
        <Show when={g().title}>{(title) => <h3>{say(title())}</h3>}</Show>
        <Show when={g().text}>{(text) => <p class="small muted">{text()()}</p>}</Show>
        <Show when={g().goal ? goalOf(g().goal!) : undefined}>
          {(goal) => (
            <p class="small">
              <strong>{goal().name}</strong> — {goalText(goal())}
            </p>
          )}
        </Show>
        <div class="buttons">
          <For each={g().options}>{(o) => <NfOption option={o} />}</For>
        </div>
      </div>
    </div>
  );
}
