/**
 * The Explore display: the worlds drawn into the centre this Explore. When the viewer must pick, each world is a
 * button (the card picks it; its "i" opens the details).
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { useNfAct } from "./nf-act.ts";
import { tableAction } from "./nf-choices.ts";
import { NfTile } from "./NfTile.tsx";

export function NfDisplay(props: { view: NfView }) {
  const send = useNfAct();
  const worlds = () => props.view.current?.display ?? [];
  return (
    <Show when={worlds().length > 0}>
      <section class="nf-display" aria-label={nt("display")} data-testid="explore-display">
        <h2>{nt("display")}</h2>
        <ul class="nf-cards">
          <For each={worlds()}>
            {(id) => {
              const act = () => tableAction(props.view, "pick", id);
              return (
                <li>
                  <NfTile
                    id={id}
                    class={act() ? "affordable" : ""}
                    onPick={act() ? () => send(act()!) : undefined}
                    pickLabel={nt("exploreWorld", { name: tileName(id) })}
                  />
                </li>
              );
            }}
          </For>
        </ul>
      </section>
    </Show>
  );
}
