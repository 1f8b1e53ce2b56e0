/**
 * The local rate limiter (wrangler.toml [[ratelimits]] under Miniflare) counts in windows aligned to whole minutes
 * of the clock, so a burst that a window's end cuts in two is counted as two smaller ones. `inOneWindow` runs such a
 * burst; an attempt that failed while a window ended under it runs once more, from the start of the next window,
 * with nothing of the first attempt's (each attempt makes its own matches and addresses). A failure inside one
 * window fails the test, so waiting for a fresh window is never needed.
 */
const windowOf = () => Math.floor(Date.now() / 60_000);

export async function inOneWindow(attempt: () => Promise<void>): Promise<void> {
  const start = windowOf();
  try {
    await attempt();
  } catch (e) {
    if (windowOf() === start) throw e;
    await attempt();
  }
}
