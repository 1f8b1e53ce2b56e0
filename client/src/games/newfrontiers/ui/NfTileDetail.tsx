/**
 * A tile's detail view (a dialog), all in the reader's language except the tile's printed name: its facts, every
 * power composed from the catalogue's structured powers (games/newfrontiers/power-text.ts) with its provenance,
 * the "?" bonus table of a 9-cost development, where the values come from (printed / adapted / designed with
 * the legend, the Race for the Galaxy card it is adapted from) and the catalogue status. The catalogue's `notes`
 * are not shown: they are the catalogue designer's English working notes (adaptation rule codes, sources), and
 * the provenance badges, legend and card line already tell a player where each value comes from.
 * Esc or the close button closes it; focus moves into it when it opens.
 */
import { createEffect, For, onCleanup, Show } from "solid-js";
import type { CatalogueStatus } from "../../../../../engine/newfrontiers/catalogue.ts";
import type { Tile } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import { t } from "../../../i18n/i18n.ts";
import { tt } from "../i18n-tiles/index.ts";
import { bonusLineText, powerText } from "../power-text.ts";
import { cardSetName, provenanceLegend, tileFacts } from "../tile-words.ts";
import { tileOf } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { catalogueStatusText } from "./nf-catalogue-status.ts";
import { openTile, setOpenTile } from "./nf-ui-state.ts";
import { NfProvenance } from "./NfProvenance.tsx";
import { NfTile } from "./NfTile.tsx";

const bonusOf = (tile: Tile) => (tile.tileType === "development" && tile.size === "large" ? tile.endgameBonus : null);

export function NfTileDetail(props: { status: CatalogueStatus }) {
  let dialog: HTMLElement | undefined;
  const tile = () => {
    const id = openTile();
    return id ? tileOf(id) : undefined;
  };
  const close = () => setOpenTile(null);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape" && openTile()) close();
  };
  document.addEventListener("keydown", onKey);
  onCleanup(() => document.removeEventListener("keydown", onKey));
  createEffect(() => {
    if (tile()) queueMicrotask(() => dialog?.focus());
  });
  return (
    <Show when={tile()}>
      {(tl) => (
        <div
          class="nf-overlay"
          onClick={(e) => {
            if (e.target === e.currentTarget) close();
          }}
        >
          <section
            class="nf-detail"
            role="dialog"
            aria-modal="true"
            aria-label={tl().name}
            tabindex="-1"
            ref={dialog}
            data-testid="tile-detail"
          >
            <button type="button" class="close" onClick={close} aria-label={t("close")} title={t("close")}>
              ×
            </button>
            <div class="nf-detail-head">
              <NfTile id={tl().id} />
              <div>
                <h2>{tl().name}</h2>
                <p class="muted small">{tileFacts(tl()).join(" · ")}</p>
              </div>
            </div>
            <Show when={tl().powers.length > 0} fallback={<p class="muted">{tt("noPowers")}</p>}>
              <h3>{tt("powers")}</h3>
              <ul class="nf-powers">
                <For each={tl().powers}>
                  {(p) => (
                    <li>
                      {powerText(p)} <NfProvenance of={p.provenance} />
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <Show when={bonusOf(tl())}>
              {(b) => (
                <>
                  <h3>{tt("bonusTable")}</h3>
                  <ul class="nf-powers" data-testid="bonus-table">
                    <For each={b().lines}>
                      {(l) => (
                        <li>
                          {bonusLineText(l)} <NfProvenance of={l.provenance} />
                        </li>
                      )}
                    </For>
                  </ul>
                  <p class="small muted">{tt("bonusScoring")}</p>
                  <Show when={!b().complete}>
                    <p class="small muted">{tt("bonusIncomplete")}</p>
                  </Show>
                </>
              )}
            </Show>
            <h3>{tt("provenanceTitle")}</h3>
            <p class="small">
              <NfProvenance of={tl().provenance} /> — {provenanceLegend(tl().provenance)}
            </p>
            <Show when={tl().cardSource ?? tl().cardAnalogue}>
              {(c) => (
                <p class="small muted">{tt(tl().cardSource ? "cardSource" : "cardAnalogue", { name: c().name, set: cardSetName(c()) })}</p>
              )}
            </Show>
            <p class="small nf-status">
              {tt("statusTitle")}: {catalogueStatusText(props.status)}
            </p>
          </section>
        </div>
      )}
    </Show>
  );
}
