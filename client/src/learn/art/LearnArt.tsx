/**
 * A guide screen's illustration, by game: each game's art is its own lazy chunk (Carcassonne's guide never loads
 * the New Frontiers catalogue, nor the reverse). No <Suspense>: it would add to the shared solid-js chunk of the
 * first load; a lazy component renders nothing until its chunk is there.
 */
import { lazy, Match, Switch } from "solid-js";
import type { ArtId, LearnGame } from "../screens.ts";

const CarcArt = lazy(() => import("./CarcArt.tsx").then((m) => ({ default: m.CarcArt })));
const SwArt = lazy(() => import("./SwArt.tsx").then((m) => ({ default: m.SwArt })));
const NfArt = lazy(() => import("./NfArt.tsx").then((m) => ({ default: m.NfArt })));

export function LearnArt(props: { game: LearnGame; art: ArtId }) {
  return (
    <div class="learn-art" data-art={props.art}>
      <Switch>
        <Match when={props.game === "carcassonne"}>
          <CarcArt art={props.art} />
        </Match>
        <Match when={props.game === "starwars"}>
          <SwArt art={props.art} />
        </Match>
        <Match when={props.game === "newfrontiers"}>
          <NfArt art={props.art} />
        </Match>
      </Switch>
    </div>
  );
}
