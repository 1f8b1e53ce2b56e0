/**
 * Bots as the client shows them: a bot's level and a seat's name in the player's language (a bot's own
 * seat is "Bot · hard", translated from its level, not the server's English name), the lobby's bot seats and what
 * is sent for them, whether a person's seat shows that a bot plays it, and which log records bots wrote (the server's `botLog` ranges of the view's log). Pure.
 */
import { BOT_LEVELS, type BotLevel } from "../../../engine/core/bot.ts";
import type { SeatInfo } from "../../../contract/protocol.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";

export { BOT_LEVELS, type BotLevel };

/** The level the lobby's "Play now against bots" and "Play for me" use. */
export const DEFAULT_LEVEL: BotLevel = "medium";

const LEVEL_KEYS: Record<BotLevel, keyof Dict> = { easy: "botEasy", medium: "botMedium", hard: "botHard" };

export function levelName(level: BotLevel): string {
  return t(LEVEL_KEYS[level]);
}

export function botName(level: BotLevel): string {
  return t("botName", { level: levelName(level) });
}

/** A seat's name on screen: a bot's own seat by its level, a person's by their name, a free seat as "Seat n". */
export function seatName(s: SeatInfo | undefined, seat: number): string {
  if (s?.botSeat && s.bot) return botName(s.bot);
  return s?.name ?? t("seat", { seat: seat + 1 });
}

/**
 * Whether a person's seat shows "a bot plays" (Play for me): only while the game is on. The server keeps the
 * stand-in's level on a finished match's seat, but nobody plays any more, and the badge would say someone does.
 */
export function showsStandIn(s: SeatInfo, finished: boolean): boolean {
  return !s.botSeat && s.bot !== undefined && !finished;
}

/** Who sits where in the lobby: null = a person, else a bot's level. */
export type SeatKinds = (BotLevel | null)[];

/** The lobby's seat kinds resized to `players` seats (new seats are people's). */
export function resizeKinds(kinds: SeatKinds, players: number): SeatKinds {
  return Array.from({ length: players }, (_, i) => kinds[i] ?? null);
}

/** The `bots` a create request sends for these seat kinds. */
export function botsToSend(kinds: SeatKinds): { seat: number; level: BotLevel }[] {
  return kinds.flatMap((level, seat) => (level ? [{ seat, level }] : []));
}

/** "Play now against bots": you in seat 0, a bot of the default level in every other seat. */
export function botsAgainstYou(players: number): { seat: number; level: BotLevel }[] {
  return Array.from({ length: players - 1 }, (_, i) => ({ seat: i + 1, level: DEFAULT_LEVEL }));
}

/** Whether a bot's action wrote the log record at `index`. */
export function isBotRecord(botLog: readonly (readonly [number, number])[], index: number): boolean {
  return botLog.some(([from, to]) => index >= from && index < to);
}
