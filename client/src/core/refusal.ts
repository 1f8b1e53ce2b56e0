/**
 * A refusal as the player reads it, in their language: the match server's own codes (worker/protocol.ts
 * `RejectCode`, worker/match.ts, worker/socket-hub.ts; a seat claim's in worker/routes.ts) from the shell's
 * messages, a game's rule codes from its client entry (messages loaded with the game's board, before any move can
 * be made), and any other code as a translated generic message naming it. The server's English `message` is never
 * shown.
 */
import type { GameEntry } from "../games/types.ts";
import type { Dict } from "../i18n/en.ts";
import { t, type Args } from "../i18n/i18n.ts";

/** The shell's message for each of the match server's own refusal codes. */
export const SERVER_REFUSALS: Readonly<Record<string, keyof Dict>> = {
  "bad-frame": "refuseBadFrame",
  "too-large": "refuseTooLarge",
  "rate-limited": "refuseRateLimited",
  "hello-first": "refuseHelloFirst",
  "bad-token": "refuseBadToken",
  spectator: "refuseSpectator",
  stale: "refuseStale",
  duplicate: "refuseDuplicate",
  "not-started": "refuseNotStarted",
  finished: "refuseFinished",
  "bad-action": "refuseBadAction",
  error: "refuseError",
};

/** The shell's message for each refusal of a seat claim (POST /api/matches/:id/seats, worker/routes.ts). */
export const CLAIM_REFUSALS: Readonly<Record<string, keyof Dict>> = {
  full: "refuseFull",
  "seat-taken": "refuseSeatTaken",
  "bad-seat": "refuseBadSeat",
  "not-found": "notFound",
  network: "refuseNetwork",
};

export function refusalText(code: string, args: Args, entry: GameEntry | undefined): string {
  const own = Object.hasOwn(SERVER_REFUSALS, code) ? SERVER_REFUSALS[code] : Object.hasOwn(CLAIM_REFUSALS, code) ? CLAIM_REFUSALS[code] : undefined;
  if (own) return t(own, args);
  return entry?.refusal(code, args) ?? t("refuseOther", { code });
}
