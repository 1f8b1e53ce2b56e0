/**
 * The match page's later parts (match-extras.ts) as lazy components: each renders nothing until the one chunk holding
 * them all has arrived, then draws in place. The chunk is asked for once the first board is on screen
 * (core/after-board.ts), so it never competes with the board for the network or the main thread. No Suspense
 * boundary wraps them.
 */
import { lazy } from "solid-js";
import { afterFirstBoard } from "../core/after-board.ts";

const extras = () => afterFirstBoard().then(() => import("./match-extras.ts"));

export const ChatPanel = lazy(() => extras().then((m) => ({ default: m.ChatPanel })));
export const ClockPanel = lazy(() => extras().then((m) => ({ default: m.ClockPanel })));
export const VotePanel = lazy(() => extras().then((m) => ({ default: m.VotePanel })));
export const TurnAlerts = lazy(() => extras().then((m) => ({ default: m.TurnAlerts })));
export const SeatLinkPrompt = lazy(() => extras().then((m) => ({ default: m.SeatLinkPrompt })));
export const SeatTools = lazy(() => extras().then((m) => ({ default: m.SeatTools })));
export const SharePanel = lazy(() => extras().then((m) => ({ default: m.SharePanel })));
