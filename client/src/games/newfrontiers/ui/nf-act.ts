/**
 * How New Frontiers' components answer a decision: the match context's `act` with New Frontiers' action type,
 * sent only once every seat is taken (before that no decision may be made). Call it inside a component.
 */
import type { NfAction } from "../../../../../engine/newfrontiers/actions.ts";
import { useMatch } from "../../../core/match-context.tsx";

/** The sender of New Frontiers actions for the enclosing match page. */
export function useNfAct(): (a: NfAction) => void {
  const m = useMatch();
  return (a) => {
    if (m.ready()) m.act(a);
  };
}
