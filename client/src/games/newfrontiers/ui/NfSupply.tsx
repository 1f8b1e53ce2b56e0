/**
 * The central development supply: every development in play with its cost, VP and copies left (NfSupplyCard),
 * small ones by cost then the 9-cost "?" ones. During the viewer's Develop decision the ones they can buy now (the
 * engine's legal answers: affordable, not owned, room on the mat) are highlighted with what they would pay after
 * discounts (the selector's −1, cost reductions) and buying is a click on the card.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { devOf, tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { NfSupplyCard } from "./NfSupplyCard.tsx";

export function NfSupply(props: { view: NfView }) {
  const ids = (large: boolean) =>
    Object.keys(props.view.supply)
      .filter((id) => (devOf(id)?.size === "large") === large)
      .sort((a, b) => (devOf(a)?.cost ?? 0) - (devOf(b)?.cost ?? 0) || tileName(a).localeCompare(tileName(b)));
  const deciding = () => props.view.pending?.kind === "develop" && props.view.choices.length > 0;
  const card = (id: string) => <NfSupplyCard view={props.view} id={id} deciding={deciding()} />;
  return (
    <section class="nf-supply" aria-label={nt("supply")}>
      <h2>
        {nt("supply")}
        <Show when={deciding()}>
          <span class="muted small"> — {nt("buyHint")}</span>
        </Show>
      </h2>
      <ul class="nf-cards">
        <For each={ids(false)}>{card}</For>
      </ul>
      <ul class="nf-cards">
        <For each={ids(true)}>{card}</For>
      </ul>
    </section>
  );
}
