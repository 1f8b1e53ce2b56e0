/**
 * The match link with a copy button, a QR code (share-tools.ts: uqr, rendered to SVG; loaded as a chunk of its own,
 * so the first page load does not carry it) and the embed snippet. The QR code is made once `ready` (the board is shown), its
 * frame painted and the page idle, so neither its chunk nor its drawing delays the first board. The snippet is
 * embed-snippet.ts's.
 */
import { createResource, createSignal, Show } from "solid-js";
import { t } from "../i18n/i18n.ts";
import { createCopier, qrSvg } from "./share-tools.ts";
import { embedSnippet } from "./embed-snippet.ts";

export function SharePanel(props: { matchId: string; ready: boolean }) {
  const url = () => `${location.origin}/m/${props.matchId}`;
  const { copy, copied } = createCopier();
  const [open, setOpen] = createSignal(false);
  const [qr] = createResource(() => props.ready && url(), qrSvg);
  return (
    <section class="share">
      <h2>{t("share")}</h2>
      <div class="link-row">
        <input readOnly value={url()} onFocus={(e) => e.currentTarget.select()} aria-label={t("share")} data-testid="share-link" />
        <button type="button" onClick={() => copy(url())}>
          {copied() ? t("copied") : t("copyLink")}
        </button>
      </div>
      <div class="qr" innerHTML={qr() ?? ""} aria-hidden="true" />
      <button type="button" class="link" onClick={() => setOpen(!open())}>
        {t("embedSnippet")}
      </button>
      <Show when={open()}>
        <textarea readOnly rows="3" value={embedSnippet(location.origin, props.matchId)} />
      </Show>
    </section>
  );
}
