/**
 * A New Frontiers tile drawn from catalogue data (no printed art): a card with its kind's colour band (novelty
 * cyan, rare brown, genes green, alien yellow, grey none), cost in a coin or defense in a red shield for military
 * worlds, VP (or "?"), colonists needed, keywords (in the reader's language), plain military, and a halo for
 * windfall worlds, and its powers in short (power-text.ts; clipped on the card, whole in its tooltip and label);
 * every number and icon has a tooltip. Its words come from the tile-text namespace (games/newfrontiers/i18n-tiles).
 * On a colony it
 * shows the good (a cube) and the colonists on it. The card opens the tile's detail view; with `onPick` the card
 * itself answers the pending decision and a small "i" button opens the details. The card's spoken name is its label
 * (the tile's name and powers, keywords, cost and VP); the figures drawn on it are CSS-generated text (`nf-fig`, `data-text`), so
 * the name is the only text of the card and a speech user says what they see (axe: label-content-name-mismatch).
 */
import { For, Show } from "solid-js";
import type { GoodsKind } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import { tt } from "../i18n-tiles/index.ts";
import { nt } from "../i18n/index.ts";
import { powerText } from "../power-text.ts";
import { keywordName, kindName } from "../tile-words.ts";
import { tileOf } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { colonistsOf, KIND_HEX, kindOf, militaryOf } from "./nf-tile-facts.ts";
import { NfCube } from "./NfCube.tsx";
import { NfIcon } from "./NfIcon.tsx";
import { setOpenTile } from "./nf-ui-state.ts";

export interface NfTileProps {
  id: string;
  good?: GoodsKind | null;
  /** Colonists standing on this colony. */
  colonists?: number;
  /** Explored, not settled (drawn grey side up). */
  explored?: boolean;
  onPick?: () => void;
  pickLabel?: string;
  /** Extra classes (e.g. "affordable", "taken"). */
  class?: string;
  /** What the viewer would pay now (discounts applied), shown when it differs from the printed cost. */
  price?: number;
}

export function NfTile(props: NfTileProps) {
  const tile = () => tileOf(props.id);
  const kind = () => (tile() ? kindOf(tile()!) : "none");
  const mil = () => (tile() ? militaryOf(tile()!) : 0);
  const classes = () => {
    const t0 = tile();
    const c = ["nf-tile", `kind-${kind()}`, t0?.tileType ?? "unknown"];
    if (t0 && t0.tileType !== "development" && t0.goods === "windfall") c.push("windfall");
    if (t0?.tileType === "development" && t0.size === "large") c.push("large");
    if (props.explored) c.push("explored");
    if (props.onPick) c.push("pickable");
    if (props.class) c.push(props.class);
    return c.join(" ");
  };
  const open = () => setOpenTile(props.id);
  const body = () => {
    const t0 = tile();
    if (!t0) return props.id;
    const military = t0.tileType === "world" && t0.military;
    const cost = t0.tileType === "world" ? (t0.military ? t0.defense : t0.cost) : t0.tileType === "development" ? t0.cost : null;
    return (
      <>
        <span class="nf-band" aria-hidden="true" />
        <Show when={cost !== null}>
          <span
            class={military ? "nf-cost defense nf-fig" : "nf-cost nf-fig"}
            aria-hidden="true"
            title={military ? nt("hintDefense") : nt("hintCost")}
            data-text={cost}
          />
        </Show>
        <Show when={props.price !== undefined && props.price !== cost}>
          <span
            class="nf-price nf-fig"
            aria-hidden="true"
            data-testid="nf-price"
            title={tt("priceForYou", { n: props.price ?? 0 })}
            data-text={`→${props.price}`}
          />
        </Show>
        <Show when={t0.tileType === "homeColony"}>
          <span class="nf-home-mark nf-fig" aria-hidden="true" data-text={tt("home")} />
        </Show>
        <span class="nf-vp nf-fig" aria-hidden="true" title={nt("hintTileVp")} data-text={t0.vp} />
        <span class="nf-name">{t0.name}</span>
        <Show when={powers()}>
          <span class="nf-pw nf-fig" aria-hidden="true" data-testid="nf-powers-short" data-text={powers()} />
        </Show>
        <span class="nf-meta" aria-hidden="true">
          <Show when={colonistsOf(t0) !== null && t0.tileType === "world" && props.colonists === undefined}>
            <span class="nf-need" title={nt("hintNeed")}>
              <NfIcon kind="colonist" />
              <span class="nf-fig" data-text={colonistsOf(t0) ?? ""} />
            </span>
          </Show>
          <Show when={mil() !== 0}>
            <span class="nf-mil" title={nt("hintMilitary")}>
              <NfIcon kind="military" />
              <span class="nf-fig" data-text={mil() > 0 ? `+${mil()}` : mil()} />
            </span>
          </Show>
          <For each={t0.keywords}>{(k) => <span class="nf-kw nf-fig" data-text={keywordName(k)} />}</For>
        </span>
        <Show when={props.good}>
          {(g) => (
            <span class="nf-good" aria-hidden="true">
              <NfCube kind={g()} />
            </span>
          )}
        </Show>
        <Show when={props.colonists}>
          <span class="nf-on" aria-hidden="true" title={tt("colonistsOn")}>
            <NfIcon kind="colonist" />
            <span class="nf-fig" data-text={props.colonists} />
          </span>
        </Show>
      </>
    );
  };
  /** Every power of the tile in short, in the reader's language ("" for none). */
  const powers = () => tile()?.powers.map(powerText).join(" · ") ?? "";
  const describe = () => {
    const t0 = tile();
    if (!t0) return props.id;
    const cost = t0.tileType === "world" ? (t0.military ? t0.defense : t0.cost) : t0.tileType === "development" ? t0.cost : null;
    const bits = [powers() ? `${t0.name} ${powers()}` : t0.name, ...t0.keywords.map(keywordName)];
    if (cost !== null) bits.push(`${t0.tileType === "world" && t0.military ? tt("defense") : tt("cost")} ${cost}`);
    bits.push(`${tt("vpLabel")} ${t0.vp}`);
    if (props.good) bits.push(tt("goodOn", { kind: kindName(props.good) }));
    if (props.explored) bits.push(tt("explored"));
    return bits.join(", ");
  };
  return (
    <div class={classes()} style={{ "--kind": KIND_HEX[kind()] }} data-tile={props.id}>
      <button
        type="button"
        class="nf-card"
        title={powers() || undefined}
        onClick={() => (props.onPick ? props.onPick() : open())}
        aria-label={props.onPick ? (props.pickLabel ?? describe()) : tt("detailsOf", { name: describe() })}
      >
        {body()}
      </button>
      <Show when={props.onPick}>
        <button
          type="button"
          class="nf-info"
          onClick={open}
          aria-label={tt("detailsOf", { name: tile()?.name ?? props.id })}
          title={tt("details")}
        >
          i
        </button>
      </Show>
    </div>
  );
}
