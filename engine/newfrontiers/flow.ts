/**
 * The round (002_… §Como se Juega): the first disc on the priority track that has not selected picks an action tile
 * not chosen this round; every player performs it in track order from the selector; the selector takes its bonus.
 * When every disc has selected (two each with 2 players) the round ends (§Extremo redondo): +1 credit on Produce
 * if it was not chosen, tiles and discs slide back. An end condition lets the round finish, then scoring
 * (§Fin del juego "termine todas las acciones de la ronda actual antes de anotar").
 */
import { ruleError } from "../core/game-module.ts";
import type { NfAction } from "./actions.ts";
import { developRules } from "./develop.ts";
import { exploreRules } from "./explore.ts";
import { chartGoalsRules } from "./goals.ts";
import { gainCredits, gainVP, log } from "./ledger.ts";
import { produceRules } from "./produce.ts";
import { settleRules } from "./settle.ts";
import { emptyTurn, resetTurn, type NfActionTile, type NfState } from "./state.ts";
import { tradeRules } from "./trade.ts";
import { moveToFront, orderFrom, type ActionRules, type DecisionRules } from "./turns.ts";

export const ACTION_NAMES: Record<NfActionTile, string> = {
  isolation: "Retreat into Isolation",
  chartGoals: "Chart Galactic Goals",
  develop: "Develop",
  explore: "Explore",
  settle: "Settle",
  produce: "Produce",
  tradeConsume: "Trade/Consume",
  envoys: "Send Diplomatic Envoys",
};

const isolationRules: ActionRules = {
  start: (s) => gainCredits(s, s.current?.selector ?? 0, 2, { key: "isolationBonus", args: {} }, "isolation"),
  beginTurn: () => undefined,
  afterTurns: () => undefined,
};

const envoysRules: ActionRules = {
  start(s) {
    const seat = s.current?.selector ?? 0;
    gainVP(s, seat, 1, { key: "envoysBonus", args: {} }, "envoys");
    moveToFront(s, seat);
  },
  beginTurn: () => undefined,
  afterTurns: () => undefined,
};

const RULES: Record<NfActionTile, ActionRules> = {
  isolation: isolationRules,
  chartGoals: chartGoalsRules,
  develop: developRules,
  explore: exploreRules,
  settle: settleRules,
  produce: produceRules,
  tradeConsume: tradeRules,
  envoys: envoysRules,
};

/** Actions with no "everyone" part: only the selector's bonus. */
const BONUS_ONLY: readonly NfActionTile[] = ["isolation", "chartGoals", "envoys"];

/** The action tiles on the table: Retreat into Isolation is flipped to Chart Galactic Goals with goals. */
export function tilesInPlay(s: NfState): readonly NfActionTile[] {
  return s.options.goals ? WITH_GOALS : WITHOUT_GOALS;
}
const WITHOUT_GOALS: readonly NfActionTile[] = Object.freeze([
  "isolation",
  "develop",
  "explore",
  "settle",
  "produce",
  "tradeConsume",
  "envoys",
]);
const WITH_GOALS: readonly NfActionTile[] = Object.freeze(["chartGoals", ...WITHOUT_GOALS.slice(1)]);

export const selectDecision: DecisionRules<"select"> = {
  legal: (s) =>
    tilesInPlay(s)
      .filter((t) => !s.taken.includes(t))
      .map((action) => ({ type: "select", action })),
  act(s, p, a) {
    if (a.type !== "select") return ruleError("wrong-decision", "Select an action tile first.");
    if (!tilesInPlay(s).includes(a.action))
      return ruleError("not-in-play", `${ACTION_NAMES[a.action]} is not on the table in this match.`, { action: a.action });
    if (s.taken.includes(a.action))
      return ruleError("action-taken", `${ACTION_NAMES[a.action]} was already selected this round.`, { action: a.action });
    const pos = s.selectedCount;
    s.selectedCount++;
    s.taken.push(a.action);
    s.actionNo++;
    s.pending = null;
    s.current = {
      tile: a.action,
      selector: p.seat,
      order: BONUS_ONLY.includes(a.action) ? [] : orderFrom(s.track, pos),
      idx: 0,
      display: [],
      stage: "turns",
      turn: emptyTurn(),
      producedBy: [],
    };
    log(s, { seat: p.seat, key: "selects", args: { action: a.action }, tile: a.action });
    RULES[a.action].start(s);
    return null;
  },
};

/** Runs the game forward until a decision is needed or the game is over. */
export function advance(s: NfState): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.finished || s.pending) return;
    const cur = s.current;
    if (cur) {
      const rules = RULES[cur.tile];
      const seat = cur.order[cur.idx];
      if (seat !== undefined) {
        resetTurn(cur);
        const idx = cur.idx;
        rules.beginTurn(s, seat);
        // A turn with no decision ends here, unless the rules already ended it (endTurn).
        if (!s.pending && s.current === cur && cur.idx === idx) {
          cur.idx++;
          resetTurn(cur);
        }
        continue;
      }
      rules.afterTurns(s);
      if (!s.pending) s.current = null;
      continue;
    }
    const chooser = s.homeQueue[0];
    if (chooser !== undefined) {
      s.pending = { kind: "chooseHome", seat: chooser };
      return;
    }
    const selector = s.track[s.selectedCount];
    if (selector !== undefined) {
      s.pending = { kind: "select", seat: selector };
      return;
    }
    endRound(s);
  }
  throw new Error("New Frontiers flow did not settle");
}

/** §Extremo redondo and §Fin del juego. */
function endRound(s: NfState): void {
  if (s.endTriggers.length > 0) {
    s.finished = true;
    log(s, { seat: null, key: "finalScoring", args: {} });
    // "Antes de anotar, elimina todos los mundos explorados de los imperios de los jugadores."
    s.empires.forEach((e, seat) => {
      if (e.explored.length === 0) return;
      log(s, { seat, key: "exploredLeave", args: { worlds: e.explored.slice(), n: e.explored.length } });
      s.bag.push(...e.explored);
      e.explored = [];
    });
    return;
  }
  if (!s.taken.includes("produce")) {
    s.produceCredits++;
    log(s, { seat: null, key: "produceCreditPiled", args: {}, tile: "produce" });
  }
  s.taken = [];
  s.selectedCount = 0;
  s.round++;
}

export type { NfAction };
