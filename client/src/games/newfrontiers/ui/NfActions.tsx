/**
 * The seven action tiles (taken ones marked with who selected them, the one being resolved highlighted, the
 * Produce tile with its piled credits) and the priority track: one disc per seat (two each with 2 players) in
 * order, discs that selected this round ticked, the next to select ringed. An untaken tile is a button for the
 * seat that must select.
 */
import { For, Show } from "solid-js";
import type { NfActionTile } from "../../../../../engine/newfrontiers/state.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { actionName, nt } from "../i18n/index.ts";
import { useNfAct } from "./nf-act.ts";
import { tableAction } from "./nf-choices.ts";
import { NfIcon } from "./NfIcon.tsx";

/** Who selected each tile this round (from the log's `selects` records). */
function selectors(view: NfView): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of view.log) if (e.round === view.round && e.seat !== null && e.key === "selects") out.set(e.args.action, e.seat);
  return out;
}

export function NfActions(props: { view: NfView }) {
  const m = useMatch();
  const send = useNfAct();
  const by = () => selectors(props.view);
  const label = (id: NfActionTile) => actionName(id);
  return (
    <section class="nf-actions" aria-label={nt("actionTiles")}>
      <ol class="nf-action-row">
        <For each={props.view.actionTiles}>
          {(id) => {
            const act = () => tableAction(props.view, "select", id);
            const taken = () => props.view.taken.includes(id);
            const seat = () => by().get(id);
            return (
              <li>
                <button type="button" class="nf-action" classList={{ taken: taken(), current: props.view.current?.tile === id, selectable: act() !== null }}
                  disabled={act() === null} onClick={() => { const a = act(); if (a) send(a); }} data-action={id}
                  aria-label={act() ? nt("selectAction", { name: label(id) }) : label(id) + (taken() ? ` — ${nt("takenBy", { name: seat() !== undefined ? m.name(seat()!) : "?" })}` : "")}
                  title={nt(`actionHint.${id}`)}>
                  <span class="nf-action-name">{label(id)}</span>
                  <Show when={id === "produce" && props.view.produceCredits > 0}>
                    <span class="nf-piled" title={nt("piledCredits")}><NfIcon kind="credit" />{props.view.produceCredits}</span>
                  </Show>
                  <Show when={taken()}>
                    <span class="nf-taken-by"><span class="chip" style={{ background: seat() !== undefined ? m.colour(seat()!) : "#999" }} />{seat() !== undefined ? m.name(seat()!) : ""}</span>
                  </Show>
                </button>
              </li>
            );
          }}
        </For>
      </ol>
      <div class="nf-track">
        <span class="muted small">{nt("priority")}</span>
        <ol aria-label={nt("priority")}>
          <For each={props.view.track}>
            {(seat, i) => (
              <li classList={{ done: i() < props.view.selectedCount, next: i() === props.view.selectedCount && !props.view.finished }}
                title={m.name(seat)} aria-label={`${i() + 1}. ${m.name(seat)}${i() < props.view.selectedCount ? ` (${nt("selected")})` : ""}`}>
                <span class="nf-disc" style={{ background: m.colour(seat) }}>{i() < props.view.selectedCount ? "✓" : ""}</span>
              </li>
            )}
          </For>
        </ol>
      </div>
    </section>
  );
}
