/**
 * The JSON Patch from one view of an audience to the next (RFC 6902 operations, applied by clients with
 * fast-json-patch's applyPatch).
 */
import { compare, type Operation } from "fast-json-patch";

export function diffViews(before: unknown, after: unknown): Operation[] {
  return compare(before as object, after as object);
}
