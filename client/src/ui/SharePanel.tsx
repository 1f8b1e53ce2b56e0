/**
 * The match link with a copy button, a QR code (uqr, rendered to SVG; loaded as a chunk of its own, so the first
 * page load does not carry it) and the embed snippet. The QR code is made once `ready` (the board is shown), its
 * frame painted and the page idle, so neither its chunk nor its drawing delays the first board.
 */
import { createResource, createSignal, Show } from "solid-js";
import { t } from "../i18n/i18n.ts";

export function embedSnippet(origin: string, matchId: string): string {
  return `<iframe src="${origin}/embed/${matchId}" width="640" height="480" style="border:0" title="Meeplehall match" allow="clipboard-write"></iframe>`;
}

/**
 * Resolves once the next frame is painted and the page is idle (lazy parts of the board loaded and drawn). No idle
 * timeout: on a slow or busy device a timeout would start the QR chunk while the board is still being drawn.
 */
const afterPaint = () =>
  new Promise<void>((res) => requestAnimationFrame(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => res()) : setTimeout(res, 100))));

export function SharePanel(props: { matchId: string; ready: boolean }) {
  const url = () => `${location.origin}/m/${props.matchId}`;
  const [copied, setCopied] = createSignal(false);
  const [open, setOpen] = createSignal(false);
  const [qr] = createResource(() => props.ready && url(), (u) => afterPaint().then(() => import("uqr")).then((m) => m.renderSVG(u, { border: 1 })));
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section class="share">
      <h2>{t("share")}</h2>
      <div class="link-row">
        <input readOnly value={url()} onFocus={(e) => e.currentTarget.select()} aria-label={t("share")} data-testid="share-link" />
        <button onClick={() => copy(url())}>{copied() ? t("copied") : t("copyLink")}</button>
      </div>
      <div class="qr" innerHTML={qr() ?? ""} aria-hidden="true" />
      <button class="link" onClick={() => setOpen(!open())}>{t("embedSnippet")}</button>
      <Show when={open()}><textarea readOnly rows="3" value={embedSnippet(location.origin, props.matchId)} /></Show>
    </section>
  );
}
