/**
 * What the decision panel says: whose decision is pending and what it is, worded for the deciding player ("Your
 * turn · Settle: …") or for everyone else, spectators included ("Ana settles: …"); plus the current action line
 * and the end conditions met. Returns i18n keys with arguments; pure.
 */
import type { Pending } from "../../../../../engine/newfrontiers/pending.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import type { NfKey } from "../i18n/index.ts";
import { tileName } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import type { Label } from "./nf-choices.ts";

const MINE: Record<Pending["kind"], NfKey> = {
  chooseHome: "doChooseHome",
  select: "doSelect",
  keepGoal: "doKeepGoal",
  develop: "doDevelop",
  explorePick: "doExplore",
  exploreReturn: "doReturn",
  settle: "doSettle",
  payToProduce: "doPayToProduce",
  windfall: "doWindfall",
  trade: "doTrade",
  consume: "doConsume",
  stockpile: "doStockpile",
  shortage: "doShortage",
  oortKind: "doOortKind",
};

const THEIRS: Record<Pending["kind"], NfKey> = {
  chooseHome: "waitChooseHome",
  select: "waitSelect",
  keepGoal: "waitKeepGoal",
  develop: "waitDevelop",
  explorePick: "waitExplore",
  exploreReturn: "waitReturn",
  settle: "waitSettle",
  payToProduce: "waitPayToProduce",
  windfall: "waitWindfall",
  trade: "waitTrade",
  consume: "waitConsume",
  stockpile: "waitStockpile",
  shortage: "waitShortage",
  oortKind: "waitOortKind",
};

export interface Prompt {
  mine: boolean;
  label: Label | null;
}

/** The prompt for `view` as seen by its viewer; `name(seat)` gives a seat's display name. */
export function promptFor(view: NfView, name: (seat: number) => string): Prompt {
  const p = view.pending;
  if (view.finished || !p) return { mine: false, label: view.finished ? { key: "finished" } : null };
  const mine = p.seat === view.seat && view.choices.length > 0;
  const args: Record<string, string | number> = { name: name(p.seat) };
  let key = mine ? MINE[p.kind] : THEIRS[p.kind];
  if (p.kind === "explorePick" && p.second) key = mine ? "doExplore2" : "waitExplore2";
  if (p.kind === "settle" && (p.extra > 0 || p.done)) key = mine ? "doSettleExtra" : "waitSettleExtra";
  if (p.kind === "exploreReturn") args.n = p.count;
  if (p.kind === "payToProduce") args.tile = tileName(p.tile);
  if (p.kind === "shortage") {
    args.kind = p.good;
    args.n = view.goodsSupply[p.good];
  }
  if (p.kind === "trade" && p.extra) key = mine ? "doTradeExtra" : "waitTrade";
  return { mine, label: { key, args } };
}

/** i18n keys of the game-end conditions, by the engine's `endTriggers` ids (engine/newfrontiers `triggerEnd`). */
const END_TRIGGER: Partial<Record<string, NfKey>> = {
  colonies: "endColonies",
  colonistSupply: "endColonists",
  developmentSpaces: "endDevelopments",
  vpPool: "endVp",
};

/**
 * The i18n keys of the end conditions met, in order. An id without a message is left out rather than shown as the
 * engine's English id (the "last round" line above the list already tells the player; a unit test checks that
 * every id the engine writes has a message).
 */
export function endTriggerKeys(ids: readonly string[]): NfKey[] {
  return ids.flatMap((id) => {
    const key = END_TRIGGER[id];
    return key ? [key] : [];
  });
}
