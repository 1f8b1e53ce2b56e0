/**
 * A refusal as the player reads it, in their language: the match server's own codes (contract/protocol.ts
 * `RejectCode`, worker/match.ts, worker/socket-hub.ts; a seat claim's or a rematch's in worker/routes.ts) and the
 * client's own (a move tried while offline) from the shell's messages, a game's rule codes from its client entry (messages loaded with the game's board, before any move can
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
  "already-welcomed": "refuseAlreadyWelcomed",
  "bad-token": "refuseBadToken",
  spectator: "refuseSpectator",
  stale: "refuseStale",
  duplicate: "refuseDuplicate",
  "not-started": "refuseNotStarted",
  finished: "refuseFinished",
  "bad-action": "refuseBadAction",
  "bot-playing": "refuseBotPlaying",
  "no-bots": "refuseNoBots",
  "chat-rate-limited": "refuseChatRateLimited",
  "no-timeout": "refuseNoTimeout",
  "not-a-voter": "refuseNotAVoter",
  "stand-in-rate-limited": "refuseStandInRateLimited",
  "return-not-yet": "refuseReturnNotYet",
  "no-returns-left": "refuseNoReturnsLeft",
  error: "refuseError",
};

/** The shell's message for each refusal of an HTTP call: creating a match, a seat claim or a rematch (worker/routes.ts, match.ts). */
export const HTTP_REFUSALS: Readonly<Record<string, keyof Dict>> = {
  full: "refuseFull",
  "seat-taken": "refuseSeatTaken",
  "bad-seat": "refuseBadSeat",
  "bad-name": "refuseBadName",
  "not-found": "notFound",
  "not-finished": "refuseNotFinished",
  network: "refuseNetwork",
  "test-only": "refuseTestOnly",
  "bad-bot-level": "refuseBadBotLevel",
  "bad-bot-seat": "refuseBadBotSeat",
  "duplicate-bot-seat": "refuseDuplicateBotSeat",
  "all-bots": "refuseAllBots",
};

/** The client's own refusals (match-store.ts): a move tried while the socket is not welcomed is never sent. */
export const CLIENT_REFUSALS: Readonly<Record<string, keyof Dict>> = {
  offline: "refuseOffline",
};

const SHELL_REFUSALS: Readonly<Record<string, keyof Dict>> = { ...SERVER_REFUSALS, ...HTTP_REFUSALS, ...CLIENT_REFUSALS };

export function refusalText(code: string, args: Args, entry: GameEntry | undefined): string {
  const own = Object.hasOwn(SHELL_REFUSALS, code) ? SHELL_REFUSALS[code] : undefined;
  if (own) return t(own, args);
  return entry?.refusal(code, args) ?? t("refuseOther", { code });
}
