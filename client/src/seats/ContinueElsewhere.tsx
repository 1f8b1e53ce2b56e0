/**
 * "Continue on another device": a disclosure showing the seat's personal link — the match address with the seat
 * token in its fragment (`#token=…`, never in a path or query, so it is never sent to a server in a URL; the match
 * page reads and removes it) — with a copy button, its QR code (share-tools.ts, made when opened) and a warning
 * that anyone with the link plays as you.
 */
import { createResource, createSignal, Show } from "solid-js";
import { t } from "../i18n/i18n.ts";
import { createCopier, qrNow } from "../ui/share-tools.ts";
import { st } from "./i18n/index.ts";

/** A seat's personal link: opening it in any browser takes the seat. */
export function personalLink(origin: string, matchId: string, token: string): string {
  return `${origin}/m/${matchId}#token=${encodeURIComponent(token)}`;
}

export function ContinueElsewhere(props: { matchId: string; token: string }) {
  const [open, setOpen] = createSignal(false);
  const { copy, copied } = createCopier();
  const link = () => personalLink(location.origin, props.matchId, props.token);
  const [qr] = createResource(() => open() && link(), qrNow);
  return (
    <div class="continue">
      <button
        type="button"
        class="link"
        aria-expanded={open()}
        aria-controls="continue-panel"
        onClick={() => setOpen(!open())}
        data-testid="continue-elsewhere"
      >
        {st("continueElsewhere")}
      </button>
      <Show when={open()}>
        <div id="continue-panel" class="continue-panel">
          <p class="small">{st("personalLinkHint")}</p>
          <p class="small warning" role="note">
            {st("personalLinkWarning")}
          </p>
          <div class="link-row">
            <input
              readOnly
              value={link()}
              onFocus={(e) => e.currentTarget.select()}
              aria-label={st("personalLink")}
              data-testid="personal-link"
            />
            <button type="button" onClick={() => void copy(link())} aria-label={st("copyPersonalLink")}>
              {copied() ? t("copied") : st("copyPersonalLink")}
            </button>
          </div>
          <div class="qr" role="img" aria-label={st("personalQr")} innerHTML={qr() ?? ""} data-testid="personal-qr" />
        </div>
      </Show>
    </div>
  );
}
