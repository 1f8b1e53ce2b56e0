/**
 * One development of the supply: its card with the copies left; during the viewer's Develop decision it is
 * highlighted when the engine would accept buying it, with the price after discounts, and buying is a click.
 */
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { nt } from "../i18n/index.ts";
import { useNfAct } from "./nf-act.ts";
import { tableAction } from "./nf-choices.ts";
import { NfTile } from "./NfTile.tsx";

export function NfSupplyCard(props: { view: NfView; id: string; deciding: boolean }) {
  const send = useNfAct();
  const act = () => tableAction(props.view, "develop", props.id);
  const left = () => props.view.supply[props.id] ?? 0;
  return (
    <li classList={{ "sold-out": left() === 0 }}>
      <NfTile
        id={props.id}
        class={act() ? "affordable" : props.deciding ? "unaffordable" : ""}
        price={act() ? props.view.quotes[`develop:${props.id}`] : undefined}
        onPick={act() ? () => send(act()!) : undefined}
        pickLabel={nt("buy", { name: tileName(props.id) })}
      />
      <span class="nf-copies" title={nt("copiesLeft", { n: left() })} aria-label={nt("copiesLeft", { n: left() })}>
        ×{left()}
      </span>
    </li>
  );
}
