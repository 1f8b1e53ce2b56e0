/**
 * The priority track: one disc per seat (two each with 2 players) in selecting order, the discs that selected this
 * round ticked, the next to select ringed.
 */
import { For } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { nt } from "../i18n/index.ts";

export function NfTrack(props: { view: NfView }) {
  const m = useMatch();
  const done = (i: number) => i < props.view.selectedCount;
  return (
    <div class="nf-track">
      <span class="muted small" title={nt("hintPriority")}>
        {nt("priority")}
      </span>
      <ol aria-label={nt("priority")} title={nt("hintPriority")}>
        <For each={props.view.track}>
          {(seat, i) => (
            <li
              classList={{ done: done(i()), next: i() === props.view.selectedCount && !props.view.finished }}
              title={`${i() + 1}. ${m.name(seat)}${done(i()) ? ` (${nt("selected")})` : ""}`}
              aria-label={`${i() + 1}. ${m.name(seat)}${done(i()) ? ` (${nt("selected")})` : ""}`}
            >
              <span class="nf-disc" style={{ background: m.colour(seat) }}>
                {done(i()) ? "✓" : ""}
              </span>
            </li>
          )}
        </For>
      </ol>
    </div>
  );
}
