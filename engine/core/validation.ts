/** Turns valibot issues into one readable sentence, shared by every schema in engine and worker. */
import type * as v from "valibot";

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      const path = i.path?.map((p) => String(p.key)).join(".");
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join("; ");
}
