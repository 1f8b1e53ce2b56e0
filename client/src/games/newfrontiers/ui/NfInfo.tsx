/**
 * The table's shared counters: round, the action being resolved and by whom, the VP pool, the colonist supply,
 * the world bag, the goal stack (with goals), how close the end is until a condition is met (nf-end-progress.ts),
 * then the end conditions met, and the catalogue status
 * ("provisional tile values", in the reader's language).
 */
import { Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { actionName, nt } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { catalogueStatusText } from "./nf-catalogue-status.ts";
import { endTriggerKeys } from "./nf-prompt.ts";
import { endProgress } from "./nf-end-progress.ts";
import { NfIcon } from "./NfIcon.tsx";

export function NfInfo(props: { view: NfView }) {
  const m = useMatch();
  return (
    <section class="nf-info-bar" aria-label={nt("table")}>
      <strong data-testid="round">{t("round", { n: props.view.round })}</strong>
      <Show when={props.view.current}>
        {(c) => <span data-testid="current-action">{nt("nowAction", { action: actionName(c().tile), name: m.name(c().selector) })}</span>}
      </Show>
      <span title={nt("vpPool")}>
        <NfIcon kind="vp" /> {nt("vpPoolN", { n: props.view.vpPool })}
      </span>
      <span title={nt("colonistSupply")}>
        <NfIcon kind="colonist" /> {nt("colonistSupplyN", { n: props.view.colonistSupply })}
      </span>
      <span title={nt("bag")}>
        <NfIcon kind="bag" /> {nt("bagN", { n: props.view.bagCount })}
      </span>
      <Show when={props.view.goals}>
        <span title={nt("hintGoalStack")}>{nt("goalStackN", { n: props.view.goalStackCount })}</span>
      </Show>
      <span class="nf-status muted small" data-testid="catalogue-status">
        {catalogueStatusText(props.view.catalogueStatus)}
      </span>
      <Show when={props.view.endTriggers.length === 0 && !props.view.finished}>
        <span class="muted small" data-testid="end-progress">
          {nt("endProgress", { ...endProgress(props.view) })}
        </span>
      </Show>
      <Show when={props.view.endTriggers.length > 0}>
        <span class="nf-end-trigger" role="status" data-testid="end-triggers">
          {nt("endComing")}:{" "}
          {endTriggerKeys(props.view.endTriggers)
            .map((k) => nt(k))
            .join(", ")}
        </span>
      </Show>
    </section>
  );
}
