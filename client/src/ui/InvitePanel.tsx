/**
 * The invitation a seated player sees in the match page's main area while seats are free: how many are free, the
 * match link with a copy button, its QR code (share-tools.ts), the device's share sheet where the browser has one
 * (`navigator.share`), and, for a game with bots, filling every free seat with a bot. Sharing comes first because
 * nothing can be played before the seats are taken; once they are, the board takes the main area back.
 */
import { createResource, createSignal, Show } from "solid-js";
import type { SeatInfo } from "../../../contract/protocol.ts";
import { api, isApiError } from "../api.ts";
import { refusalText } from "../core/refusal.ts";
import { t } from "../i18n/i18n.ts";
import { createCopier, qrNow } from "./share-tools.ts";
import "./invite.css";

/** The browser's share sheet, when it has one (a string check: not every browser defines it). */
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

export function InvitePanel(props: { matchId: string; game: string; seats: SeatInfo[]; token: string | null; bots: boolean }) {
  const url = () => `${location.origin}/m/${props.matchId}`;
  const { copy, copied } = createCopier();
  const [qr] = createResource(url, qrNow);
  const free = () => props.seats.filter((s) => !s.taken).length;
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const share = () =>
    navigator.share({ title: t("shareText", { game: props.game }), text: t("shareText", { game: props.game }), url: url() }).catch(() => {
      // dismissed, or the sheet failed: the link and its copy button are right there
    });
  const fill = async () => {
    const token = props.token;
    if (!token) return;
    setBusy(true);
    setError(null);
    const r = await api.fillBots(props.matchId, token);
    setBusy(false);
    if (isApiError(r)) setError(refusalText(r.error, {}, undefined));
  };
  return (
    <section class="invite" aria-labelledby="invite-title" data-testid="invite">
      <div class="invite-text">
        <h2 id="invite-title">{t("inviteTitle")}</h2>
        <p class="invite-free" data-testid="seats-free">
          {t("seatsFree", { n: free(), total: props.seats.length })}
        </p>
        <p class="muted small">{t("inviteHint")}</p>
      </div>
      <div class="qr invite-qr" role="img" aria-label={t("inviteQr")} innerHTML={qr() ?? ""} data-testid="invite-qr" />
      <div class="link-row invite-link">
        <input readOnly value={url()} onFocus={(e) => e.currentTarget.select()} aria-label={t("inviteTitle")} data-testid="invite-link" />
        <button type="button" class="primary" onClick={() => copy(url())} data-testid="invite-copy">
          {copied() ? t("copied") : t("copyLink")}
        </button>
      </div>
      <div class="invite-actions">
        <Show when={canShare()}>
          <button type="button" onClick={() => void share()} data-testid="invite-share">
            {t("shareVia")}
          </button>
        </Show>
        <Show when={props.bots && props.token}>
          <button type="button" disabled={busy()} onClick={() => void fill()} data-testid="fill-bots">
            {busy() ? t("fillingBots") : t("fillBots")}
          </button>
        </Show>
      </div>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
    </section>
  );
}
