/**
 * The seven action tiles in a row (NfActionTile: who selected each this round, the one being resolved, the
 * Produce tile's piled credits, a button for the seat that must select) and the priority track (NfTrack).
 */
import { For } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { NfActionTile } from "./NfActionTile.tsx";
import { NfTrack } from "./NfTrack.tsx";

/** Who selected each tile this round (from the log's `selects` records). */
function selectors(view: NfView): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of view.log) if (e.round === view.round && e.seat !== null && e.key === "selects") out.set(e.args.action, e.seat);
  return out;
}

export function NfActions(props: { view: NfView }) {
  const by = () => selectors(props.view);
  return (
    <section class="nf-actions" aria-label={nt("actionTiles")}>
      <ol class="nf-action-row">
        <For each={props.view.actionTiles}>
          {(id) => (
            <li>
              <NfActionTile view={props.view} id={id} selector={by().get(id)} />
            </li>
          )}
        </For>
      </ol>
      <NfTrack view={props.view} />
    </section>
  );
}
