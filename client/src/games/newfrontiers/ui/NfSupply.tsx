/**
 * The central development supply: every development in play with its cost, VP and copies left, small ones by
 * cost then the 9-cost "?" ones. During the viewer's Develop decision the ones they can buy now (the engine's
 * legal answers: affordable, not owned, room on the mat) are highlighted with what they would pay after discounts
 * (the selector's −1, cost reductions) and buying is a click on the card.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { nt } from "../i18n/index.ts";
import { devOf, tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { useNfAct } from "./nf-act.ts";
import { tableAction } from "./nf-choices.ts";
import { NfTile } from "./NfTile.tsx";

export function NfSupply(props: { view: NfView }) {
  const send = useNfAct();
  const ids = (large: boolean) =>
    Object.keys(props.view.supply)
      .filter((id) => (devOf(id)?.size === "large") === large)
      .sort((a, b) => (devOf(a)?.cost ?? 0) - (devOf(b)?.cost ?? 0) || tileName(a).localeCompare(tileName(b)));
  const deciding = () => props.view.pending?.kind === "develop" && props.view.choices.length > 0;
  const card = (id: string) => {
    const act = () => tableAction(props.view, "develop", id);
    const left = () => props.view.supply[id] ?? 0;
    return (
      <li classList={{ "sold-out": left() === 0 }}>
        <NfTile id={id} class={act() ? "affordable" : deciding() ? "unaffordable" : ""} price={act() ? props.view.quotes[`develop:${id}`] : undefined}
          onPick={act() ? () => send(act()!) : undefined} pickLabel={nt("buy", { name: tileName(id) })} />
        <span class="nf-copies" aria-label={nt("copiesLeft", { n: left() })}>×{left()}</span>
      </li>
    );
  };
  return (
    <section class="nf-supply" aria-label={nt("supply")}>
      <h2>{nt("supply")}<Show when={deciding()}><span class="muted small"> — {nt("buyHint")}</span></Show></h2>
      <ul class="nf-cards">
        <For each={ids(false)}>{card}</For>
      </ul>
      <ul class="nf-cards">
        <For each={ids(true)}>{card}</For>
      </ul>
    </section>
  );
}
