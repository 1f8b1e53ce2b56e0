/**
 * The side panel's "Remaining tiles (n)" button: it opens and closes the panel, whose code (and the tile drawings'
 * list) loads on the first click only, so the match page's first load does not carry it.
 */
import { createSignal, lazy, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { tb } from "../i18n/index.ts";
import { loadLocale, locale } from "../../../i18n/i18n.ts";

/** Shown once its messages (i18n/end.ts, a namespace of the lazy parts) are in the current language too. */
const RemainingTiles = lazy(() =>
  import("./RemainingTiles.tsx").then(async (m) => {
    await loadLocale(locale());
    return { default: m.RemainingTiles };
  }),
);

export function RemainingButton(props: { view: CarcView }) {
  const [open, setOpen] = createSignal(false);
  const left = () => Object.values(props.view.unseen).reduce((a, n) => a + n, 0);
  return (
    <section class="remaining-wrap">
      <button type="button" class="link" aria-expanded={open()} onClick={() => setOpen(!open())} data-testid="remaining-open">
        {tb("remainingOpen", { n: left() })}
      </button>
      <Show when={open()}>
        <RemainingTiles view={props.view} />
      </Show>
    </section>
  );
}
