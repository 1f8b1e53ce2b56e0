/**
 * The decision bar: whose decision is pending and what it is (for players and spectators alike), and for the
 * deciding seat the legal answers grouped by world, colony, goal or power (nf-choices.ts, NfChoiceGroup); the
 * nine-world limit uses a pick-exactly-N dialog. Table decisions (action tile, explore pick, development) are answered by clicking
 * the table; the bar says so.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { nt, type NfKey } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { choiceGroups } from "./nf-choices.ts";
import { promptFor } from "./nf-prompt.ts";
import { say } from "./nf-say.ts";
import { NfChoiceGroup } from "./NfChoiceGroup.tsx";
import { NfReturnDialog } from "./NfReturnDialog.tsx";

const HINT: Partial<Record<string, NfKey>> = { select: "hintSelect", explorePick: "hintExplore", develop: "hintDevelop" };

export function NfDecision(props: { view: NfView }) {
  const m = useMatch();
  const prompt = () => promptFor(props.view, m.name);
  const groups = () => (prompt().mine ? choiceGroups(props.view) : []);
  const hint = () => (prompt().mine ? HINT[props.view.pending?.kind ?? ""] : undefined);
  return (
    <section class="nf-decision" classList={{ mine: prompt().mine }} aria-live="polite" data-testid="decision">
      <p class={prompt().mine ? "prompt mine" : "prompt"} data-testid="prompt">
        <Show when={prompt().mine}>
          <strong>{t("yourTurn")} · </strong>
        </Show>
        {prompt().label ? say(prompt().label!) : ""}
      </p>
      <Show when={hint()}>
        <p class="muted small">{nt(hint()!)}</p>
      </Show>
      <Show when={prompt().mine && props.view.pending?.kind === "exploreReturn"}>
        <NfReturnDialog view={props.view} />
      </Show>
      <Show when={groups().length > 0}>
        <div class="nf-groups">
          <For each={groups()}>{(g) => <NfChoiceGroup group={g} />}</For>
        </div>
      </Show>
    </section>
  );
}
