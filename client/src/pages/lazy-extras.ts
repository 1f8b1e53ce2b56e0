/**
 * The match page's later parts (match-extras.ts) as lazy components: each renders nothing until the one chunk holding
 * them all has arrived, then draws in place. The chunk is asked for once the first board is on screen (`boardShown`,
 * called by MatchLayout once the game's parts are made), so it never competes with the board for the network or the
 * main thread, or after LATEST_MS if no board comes (a page that keeps connecting). No Suspense boundary wraps them.
 */
import { lazy } from "solid-js";

const LATEST_MS = 3000;
let shown: () => void = () => {};
const boardOnScreen = new Promise<void>((resolve) => {
  shown = resolve;
  setTimeout(resolve, LATEST_MS);
});

/**
 * The game's parts are made. A board may still be drawing from chunks the page preloaded (Star Wars' tiles are a
 * lazy part of the board): once every module the page names as a modulepreload has been evaluated (importing an
 * already loaded module costs nothing), the next frame after it, fetch the later parts.
 */
export function boardShown(): void {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => import(/* @vite-ignore */ l.href).catch(() => undefined));
  void Promise.all(preloaded).then(() => requestAnimationFrame(() => setTimeout(shown)));
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
