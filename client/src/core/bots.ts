/**
 * Bots as the client shows them: a bot's level and a seat's name in the player's language (a bot's own seat is
 * "Bruno (hard bot)": its seat's given name, so two bots of one level stay apart in the log, and its level translated,
 * not the server's English name), a person's default name, the lobby's bot seats and what is sent for them, whether a person's seat shows
 * that a bot plays it, and which log records bots wrote (the server's `botLog` ranges of the view's log, short of the end-of-game records). Pure.
 */
import { BOT_LEVELS, type BotLevel } from "../../../engine/core/bot.ts";
import type { SeatInfo } from "../../../contract/protocol.ts";
import { botGivenName } from "../../../contract/names.ts";
import type { Dict } from "../i18n/en.ts";
import { t } from "../i18n/i18n.ts";

export { BOT_LEVELS, type BotLevel };

/** The level the lobby's "Play now against bots" and "Play for me" use. */
export const DEFAULT_LEVEL: BotLevel = "medium";

const LEVEL_KEYS: Record<BotLevel, keyof Dict> = { easy: "botEasy", medium: "botMedium", hard: "botHard" };

export function levelName(level: BotLevel): string {
  return t(LEVEL_KEYS[level]);
}

/** A level as the lobby offers it ("Bot · hard"). */
export function botName(level: BotLevel): string {
  return t("botName", { level: levelName(level) });
}

/** The name of the bot's own seat `seat` ("Bruno (hard bot)"). */
export function botSeatName(level: BotLevel, seat: number): string {
  return t("botSeatName", { name: botGivenName(seat), level: levelName(level) });
}

/** A seat's name on screen: a bot's own seat by its seat and level, a person's by their name, a free seat as "Seat n". */
export function seatName(s: SeatInfo | undefined, seat: number): string {
  if (s?.botSeat && s.bot) return botSeatName(s.bot, seat);
  return s?.name ?? t("seat", { seat: seat + 1 });
}

/**
 * Whether a person's seat shows "a bot plays" (Play for me): only while the game is on. The server keeps the
 * stand-in's level on a finished match's seat, but nobody plays any more, and the badge would say someone does.
 */
export function showsStandIn(s: SeatInfo, finished: boolean): boolean {
  return !s.botSeat && s.bot !== undefined && !finished;
}

/**
 * The name a person who typed none gets, from their colour ("Red player"): "Seat 1" would read as a rank in some
 * languages ("Miejsce 1" is "first place" in Polish), and the colour is what the others see of them on the board.
 */
export function defaultPlayerName(colourName: string): string {
  const n = t("defaultPlayer", { colour: colourName });
  return n.charAt(0).toLocaleUpperCase() + n.slice(1);
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

/**
 * Whether a bot's action wrote the log record at `index`. Records from `endLog` on (a finished view's end-of-game
 * records) are nobody's move, even where an older range still covers them (a match a bot ended before the server
 * cut its range there, a replay's ranges, which are counted from whole views).
 */
export function isBotRecord(botLog: readonly (readonly [number, number])[], index: number, endLog?: number): boolean {
  return (endLog === undefined || index < endLog) && botLog.some(([from, to]) => index >= from && index < to);
}
