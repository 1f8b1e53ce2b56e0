/**
 * A tile's detail view (a dialog): its values, every power's summary with its provenance, the "?" bonus table of
 * a 9-cost development, where the values come from (printed / adapted / designed, with the catalogue's legend and
 * notes) and the catalogue status. Esc or the close button closes it; focus moves into it when it opens.
 */
import { createEffect, For, onCleanup, Show } from "solid-js";
import type { Tile } from "../../../engine/newfrontiers/catalogue-types.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";
import { PROVENANCE_LEGEND, tileOf } from "../../../engine/newfrontiers/catalogue-data.ts";
import { bonusRows, colonistsOf, kindOf } from "./nf-tile-facts.ts";
import { openTile, setOpenTile } from "./nf-ui-state.ts";
import { NfTile } from "./NfTile.tsx";

const TYPE_KEY: Record<Tile["tileType"], keyof Dict> = { world: "nfWorld", homeColony: "nfHomeColony", development: "nfDevelopment" };

function facts(tile: Tile): string[] {
  const out = [t(TYPE_KEY[tile.tileType])];
  if (tile.tileType !== "development") out.push(`${t("nfKind")}: ${kindOf(tile)}`, `${t("nfGoods")}: ${tile.goods}`);
  if (tile.tileType === "world") out.push(tile.military ? `${t("nfDefense")}: ${tile.defense}` : `${t("nfCost")}: ${tile.cost}`);
  if (tile.tileType === "development") out.push(`${t("nfCost")}: ${tile.cost}`, t(tile.size === "large" ? "nfLarge" : "nfSmall"));
  out.push(`${t("nfVp")}: ${tile.vp}`);
  const c = colonistsOf(tile);
  if (c !== null) out.push(`${t("nfColonists")}: ${c}`);
  if (tile.keywords.length) out.push(tile.keywords.join(", "));
  return out;
}

const incomplete = (tile: Tile) => tile.tileType === "development" && tile.size === "large" && !tile.endgameBonus.complete;

export function NfTileDetail(props: { status: string }) {
  let dialog: HTMLElement | undefined;
  const tile = () => { const id = openTile(); return id ? tileOf(id) : undefined; };
  const close = () => setOpenTile(null);
  const onKey = (e: KeyboardEvent) => { if (e.key === "Escape" && openTile()) close(); };
  document.addEventListener("keydown", onKey);
  onCleanup(() => document.removeEventListener("keydown", onKey));
  createEffect(() => { if (tile()) queueMicrotask(() => dialog?.focus()); });
  return (
    <Show when={tile()}>
      {(tl) => (
        <div class="nf-overlay" onClick={(e) => { if (e.target === e.currentTarget) close(); }}>
          <section class="nf-detail" role="dialog" aria-modal="true" aria-label={tl().name} tabindex="-1" ref={dialog} data-testid="tile-detail">
            <button class="close" onClick={close} aria-label={t("close")} title={t("close")}>×</button>
            <div class="nf-detail-head">
              <NfTile id={tl().id} />
              <div>
                <h2>{tl().name}</h2>
                <p class="muted small">{facts(tl()).join(" · ")}</p>
              </div>
            </div>
            <Show when={tl().powers.length > 0} fallback={<p class="muted">{t("nfNoPowers")}</p>}>
              <h3>{t("nfPowers")}</h3>
              <ul class="nf-powers">
                <For each={tl().powers}>{(p) => <li>{p.summary} <span class={`nf-prov ${p.provenance}`}>{p.provenance}</span></li>}</For>
              </ul>
            </Show>
            <Show when={bonusRows(tl()).length > 0}>
              <h3>{t("nfBonusTable")}</h3>
              <ul class="nf-powers" data-testid="bonus-table">
                <For each={bonusRows(tl())}>{(r) => <li>{r.text} <Show when={r.provenance}><span class={`nf-prov ${r.provenance}`}>{r.provenance}</span></Show></li>}</For>
              </ul>
              <Show when={incomplete(tl())}><p class="small muted">{t("nfBonusIncomplete")}</p></Show>
            </Show>
            <h3>{t("nfProvenance")}</h3>
            <p class="small"><span class={`nf-prov ${tl().provenance}`}>{tl().provenance}</span> — {PROVENANCE_LEGEND[tl().provenance]}</p>
            <Show when={tl().cardSource ?? tl().cardAnalogue}>
              {(c) => <p class="small muted">{t(tl().cardSource ? "nfCardSource" : "nfCardAnalogue", { name: c().name, set: c().setLabel })}</p>}
            </Show>
            <For each={tl().notes ?? []}>{(n) => <p class="small muted">{n}</p>}</For>
            <p class="small nf-status">{t("nfCatalogueStatus")}: {props.status === "provisional tile values" ? t("nfProvisional") : props.status}</p>
          </section>
        </div>
      )}
    </Show>
  );
}
