/**
 * When an idle match is deleted: a day after creation if no seat was ever claimed (anyone can create one; nobody
 * loses anything), 30 days unfinished, 180 finished (kept longer for their result links), each counted from the
 * match's latest activity.
 */
export const IDLE_UNJOINED_MS = 24 * 3600 * 1000;
export const IDLE_UNFINISHED_MS = 30 * 24 * 3600 * 1000;
export const IDLE_FINISHED_MS = 180 * 24 * 3600 * 1000;

/** The clean-up deadline of a match last active at `lastActivity`. */
export function cleanupDeadline(lastActivity: number, finished: boolean, joined: boolean): number {
  return lastActivity + (finished ? IDLE_FINISHED_MS : joined ? IDLE_UNFINISHED_MS : IDLE_UNJOINED_MS);
}
