/**
 * Explore (002_… §Explorar): seven worlds are drawn from the bag into the centre; in order from the selector each
 * player picks one; then the selector picks a second one. Explore powers that draw from the bag act after the
 * owner's own pick(s) — for the selector after both — "pero antes de regresar las baldosas sin cortar a la bolsa".
 * Unpicked worlds go back to the bag; then the nine-world limit (world-limit.ts).
 */
import { ruleError } from "../core/game-module.ts";
import { fireGains } from "./gains.ts";
import { drawWorld, log, returnToBag } from "./ledger.ts";
import { activePowers, nameOf } from "./powers.ts";
import type { NfState } from "./state.ts";
import { endTurn, type ActionRules, type DecisionRules } from "./turns.ts";
import { askReturns } from "./world-limit.ts";

export const DISPLAY_SIZE = 7;

/** Explore powers that act "after your pick(s)" (the selector: after both picks). */
function drawAfterPicks(s: NfState, seat: number): void {
  fireGains(s, seat, activePowers(s, seat, "explore"), ["afterOwnPicks"], (power) => ({ key: "powerAfterExplore", args: { power } }));
}

export const exploreRules: ActionRules = {
  start(s) {
    const cur = s.current;
    if (!cur) return;
    for (let i = 0; i < DISPLAY_SIZE; i++) {
      const w = drawWorld(s);
      if (w === null) break;
      cur.display.push(w);
    }
    log(s, { seat: null, key: "displayDrawn", args: { worlds: cur.display.slice(), n: cur.display.length } });
  },
  beginTurn(s, seat) {
    fireGains(s, seat, activePowers(s, seat, "explore"), ["default"], (power) => ({ key: "power", args: { power, action: "explore" } }));
    if ((s.current?.display.length ?? 0) > 0) s.pending = { kind: "explorePick", seat, second: false };
    else if (seat !== s.current?.selector) drawAfterPicks(s, seat);
  },
  afterTurns(s) {
    const cur = s.current;
    if (!cur) return;
    if (cur.stage === "turns") {
      cur.stage = "second";
      if (cur.display.length > 0) {
        s.pending = { kind: "explorePick", seat: cur.selector, second: true };
        return;
      }
    }
    if (cur.stage === "second") {
      drawAfterPicks(s, cur.selector);
      returnToBag(s, cur.display);
      if (cur.display.length > 0) log(s, { seat: null, key: "displayReturned", args: { n: cur.display.length } });
      cur.display = [];
      cur.stage = "limit";
    }
    askReturns(s);
  },
};

export const pickDecision: DecisionRules<"explorePick"> = {
  legal: (s) => (s.current?.display ?? []).map((world) => ({ type: "pick", world })),
  act(s, p, a) {
    if (a.type !== "pick") return ruleError("wrong-decision", "Pick one of the worlds in the centre.");
    const cur = s.current;
    const e = s.empires[p.seat];
    if (!cur || !e) return ruleError("no-explore", "Nothing to pick.");
    const i = cur.display.indexOf(a.world);
    if (i < 0) return ruleError("not-in-display", `${nameOf(a.world)} is not among the worlds in the centre.`, { world: a.world });
    cur.display.splice(i, 1);
    e.explored.push(a.world);
    log(s, { seat: p.seat, key: p.second ? "exploresSecond" : "explores", args: { world: a.world }, tile: a.world });
    if (p.second) {
      s.pending = null;
      return null;
    }
    if (p.seat !== cur.selector) drawAfterPicks(s, p.seat);
    endTurn(s);
    return null;
  },
};
