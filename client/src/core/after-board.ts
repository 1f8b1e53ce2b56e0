/**
 * The one way the client puts work off until the board is on screen, so nothing competes with the first board for
 * the network or the main thread: the page's later parts (pages/lazy-extras.ts), the service worker (main.tsx), the
 * log's history stepper and replay link, the end screen's extras and the QR codes (ui/share-tools.ts).
 * A page that draws a board calls `boardShown()` once the game's parts are made (MatchLayout, ReplayPage); a page
 * without one (the lobby) is released after LATEST_MS. `afterFirstBoard()` resolves then; `afterBoardIdle()` waits
 * further for the next painted frame and an idle moment (no idle timeout: on a slow or busy device a timeout would
 * start that work while the board is still drawing).
 */

const LATEST_MS = 3000;
let shown: () => void = () => {};
const boardOnScreen = new Promise<void>((resolve) => {
  shown = resolve;
  setTimeout(resolve, LATEST_MS);
});

/**
 * The game's parts are made. A board may still be drawing from chunks the page preloaded (Star Wars' tiles are a
 * lazy part of the board): once every module the page names as a modulepreload has been evaluated (importing an
 * already loaded module costs nothing), and the frame after it, the board counts as shown.
 */
export function boardShown(): void {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    import(/* @vite-ignore */ l.href).catch(() => undefined),
  );
  void Promise.all(preloaded).then(() => requestAnimationFrame(() => setTimeout(shown)));
}

/** Resolves once the first board is on screen (or after LATEST_MS): when the page may start its other work. */
export function afterFirstBoard(): Promise<void> {
  return boardOnScreen;
}

/** Resolves after the first board, the next painted frame and an idle moment: for work nobody asked for yet. */
export function afterBoardIdle(): Promise<void> {
  return boardOnScreen.then(
    () =>
      new Promise<void>((res) =>
        requestAnimationFrame(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => res()) : setTimeout(res, 100))),
      ),
  );
}
