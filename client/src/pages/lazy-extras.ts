/**
 * The match page's later parts (match-extras.ts) as lazy components: each renders nothing until the one chunk holding
 * them all has arrived, then draws in place. The chunk is asked for once the first board is on screen
 * (`boardShown`, called by MatchLayout, and the page's load event), so it never competes with the board for the network or the main thread,
 * or after LATEST_MS if no board comes (a page that keeps connecting). No Suspense boundary wraps them.
 */
import { lazy } from "solid-js";

const LATEST_MS = 3000;
let shown: () => void = () => {};
const boardOnScreen = new Promise<void>((resolve) => {
  shown = resolve;
  setTimeout(resolve, LATEST_MS);
});

/**
 * The game's parts are made: once the page has loaded too (its preloaded board chunks, which a board may still be
 * drawing from, included), the next frame after it fetch the later parts.
 */
export function boardShown(): void {
  const next = () => requestAnimationFrame(() => setTimeout(shown));
  if (document.readyState === "complete") next();
  else window.addEventListener("load", next, { once: true });
}

/** Resolves once the first board is on screen (or after LATEST_MS): when the page may start its other work. */
export function afterFirstBoard(): Promise<void> {
  return boardOnScreen;
}

const extras = () => boardOnScreen.then(() => import("./match-extras.ts"));

export const ChatPanel = lazy(() => extras().then((m) => ({ default: m.ChatPanel })));
export const ClockPanel = lazy(() => extras().then((m) => ({ default: m.ClockPanel })));
export const VotePanel = lazy(() => extras().then((m) => ({ default: m.VotePanel })));
export const TurnAlerts = lazy(() => extras().then((m) => ({ default: m.TurnAlerts })));
export const SeatTools = lazy(() => extras().then((m) => ({ default: m.SeatTools })));
export const SharePanel = lazy(() => extras().then((m) => ({ default: m.SharePanel })));
