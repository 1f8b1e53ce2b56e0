/**
 * What a seat (or a spectator) sees of a New Frontiers match: everything on the table — empires, explored worlds
 * (face up in the rules), credits and VP chips ("información pública"), the development supply, the action tiles,
 * the track, the explore display, the log — but never the bag's contents or order, the goal stack, other players'
 * face-down goals, forced draws or the RNG state. The seat whose decision is pending also gets its legal answers.
 * The action being resolved is shown with its working data (stage, powers used, temporary military, goods produced,
 * worlds replaced and waiting to go back to the bag): all of it follows from what was played in the open (the log),
 * and a bot needs it to rebuild a full state from a view (determinize.ts).
 */
import type { NfAction } from "./actions.ts";
import { CATALOGUE_STATUS, type CatalogueStatus, type GoodsKind } from "./catalogue.ts";
import { legalAnswers } from "./decisions.ts";
import { tilesInPlay } from "./flow.ts";
import { quotesFor, type Quotes } from "./quotes.ts";
import { finalStanding, type NfScoreItem } from "./scoring.ts";
import { cloneTurn, type CurrentAction, type LogEntry, type NfActionTile, type NfPlayer, type NfState, type TurnData } from "./state.ts";
import type { Pending } from "./pending.ts";

/** An empire as seen: own goals by id, other players' goals emptied out (only `goalCount` shows them). */
export interface NfEmpireView extends NfPlayer {
  goalCount: number;
}

export interface NfView {
  game: "newfrontiers";
  catalogueStatus: CatalogueStatus;
  seat: number | null;
  players: number;
  setup: "firstGame" | "later";
  goals: boolean;
  round: number;
  finished: boolean;
  /** The seat whose decision is pending (one at most), empty once finished. */
  toAct: number[];
  faces: string;
  actionTiles: NfActionTile[];
  taken: NfActionTile[];
  track: number[];
  selectedCount: number;
  /** Selected actions so far (stamps `placedIn`: a tile placed in this action has no power in it yet). */
  actionNo: number;
  current: NfCurrentView | null;
  /** Whose decision and what kind; a keepGoal's goals only for the deciding seat. */
  pending: Pending | null;
  /** The viewer's legal answers when the pending decision is theirs. */
  choices: NfAction[];
  /** What those answers cost or pay, discounts and bonuses applied (quotes.ts). */
  quotes: Quotes;
  supply: Record<string, number>;
  vpPool: number;
  poolEmptied: boolean;
  colonistSupply: number;
  goodsSupply: Record<GoodsKind, number>;
  produceCredits: number;
  bagCount: number;
  goalStackCount: number;
  endTriggers: string[];
  empires: NfEmpireView[];
  scores: number[];
  winners: number[];
  items: NfScoreItem[];
  log: LogEntry[];
}

/** The action being resolved; `display` is Explore's, `returning` the worlds a Settle replaced (back to the bag after it). */
export interface NfCurrentView {
  tile: NfActionTile;
  selector: number;
  order: number[];
  idx: number;
  display: string[];
  returning: string[];
  stage: string;
  turn: TurnData;
  producedBy: CurrentAction["producedBy"];
}

function currentView(c: CurrentAction): NfCurrentView {
  const explore = c.tile === "explore";
  return {
    tile: c.tile,
    selector: c.selector,
    order: [...c.order],
    idx: c.idx,
    display: explore ? [...c.display] : [],
    returning: explore ? [] : [...c.display],
    stage: c.stage,
    turn: cloneTurn(c.turn),
    producedBy: c.producedBy.map((p) => ({ ...p })),
  };
}

export function nfView(s: NfState, seat: number | null): NfView {
  const p = s.pending;
  const mine = p !== null && !s.finished && p.seat === seat;
  const pending: Pending | null = p && p.kind === "keepGoal" && !mine ? { ...p, goals: [] } : p ? { ...p } : null;
  const choices = mine && p ? legalAnswers(s, p) : [];
  const standing = finalStanding(s);
  return {
    game: "newfrontiers",
    catalogueStatus: CATALOGUE_STATUS,
    seat,
    players: s.players,
    setup: s.options.setup,
    goals: s.options.goals,
    round: s.round,
    finished: s.finished,
    toAct: p && !s.finished ? [p.seat] : [],
    faces: s.faces,
    actionTiles: tilesInPlay(s).slice(),
    taken: [...s.taken],
    track: [...s.track],
    selectedCount: s.selectedCount,
    actionNo: s.actionNo,
    current: s.current && currentView(s.current),
    pending: s.finished ? null : pending,
    choices,
    quotes: mine && seat !== null ? quotesFor(s, seat, choices) : {},
    supply: { ...s.supply },
    vpPool: Math.max(0, s.vpPool),
    poolEmptied: s.poolEmptied,
    colonistSupply: s.colonistSupply,
    goodsSupply: { ...s.goodsSupply },
    produceCredits: s.produceCredits,
    bagCount: s.bag.length,
    goalStackCount: s.goalStack.length,
    endTriggers: [...s.endTriggers],
    empires: s.empires.map((e, i) => ({
      mat: e.mat,
      home: e.home,
      colonies: e.colonies.map((c) => ({ ...c })),
      explored: [...e.explored],
      developments: e.developments.map((d) => ({ ...d })),
      colonists: e.colonists,
      credits: e.credits,
      vpChips: e.vpChips,
      banked: e.banked,
      goals: i === seat || s.finished ? [...e.goals] : [],
      goalCount: e.goals.length,
      stockpile: { goods: [...e.stockpile.goods], credits: e.stockpile.credits },
    })),
    scores: standing.scores,
    winners: standing.winners,
    items: s.finished ? standing.items : standing.items.filter((i) => i.reason !== "goal"),
    log: s.log,
    ...(s.finished ? { endLog: endLogIndex(s.log) } : {}),
  };
}

/** Where the end-of-game records begin in the log: the final scoring record (§Fin del juego), which opens them. */
export function endLogIndex(log: readonly LogEntry[]): number {
  const i = log.findIndex((r) => r.key === "finalScoring");
  return i < 0 ? log.length : i;
}
