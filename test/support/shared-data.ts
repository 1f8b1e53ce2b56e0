/**
 * The project's shared reference data beside the clone (../shared/data, as CI lays it out): a few tests compare the
 * engine's own copies with it, so that they cannot drift. The files are not ours to ship, so a clone without them
 * skips those tests, and says so on the test's stderr, naming the missing file: a run that proves less than CI's
 * must be plain to see, never silent.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SHARED_DATA = resolve(dirname(fileURLToPath(import.meta.url)), "../../../shared/data");

/** The path of ../shared/data/`name`, or null (with a warning naming it and what skips) when it is missing. */
export function sharedData(name: string, skipping: string): string | null {
  const path = join(SHARED_DATA, name);
  if (existsSync(path)) return path;
  console.warn(`SKIPPED: ${skipping} — ${path} is missing (CI has ../shared beside the clone; this checkout has not)`);
  return null;
}
