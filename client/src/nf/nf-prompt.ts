/**
 * What the decision panel says: whose decision is pending and what it is, worded for the deciding player ("Your
 * turn · Settle: …") or for everyone else, spectators included ("Ana settles: …"); plus the current action line
 * and the end-trigger labels. Returns i18n keys with arguments; pure.
 */
import type { Pending } from "../../../engine/newfrontiers/state.ts";
import type { NfView } from "../../../engine/newfrontiers/view.ts";
import type { Dict } from "../i18n/en.ts";
import { tileName } from "../../../engine/newfrontiers/catalogue-data.ts";
import type { Label } from "./nf-choices.ts";

const MINE: Record<Pending["kind"], keyof Dict> = {
  chooseHome: "nfDoChooseHome", select: "nfDoSelect", keepGoal: "nfDoKeepGoal", develop: "nfDoDevelop", explorePick: "nfDoExplore",
  exploreReturn: "nfDoReturn", settle: "nfDoSettle", payToProduce: "nfDoPayToProduce", windfall: "nfDoWindfall", trade: "nfDoTrade",
  consume: "nfDoConsume", stockpile: "nfDoStockpile", shortage: "nfDoShortage", oortKind: "nfDoOortKind",
};

const THEIRS: Record<Pending["kind"], keyof Dict> = {
  chooseHome: "nfWaitChooseHome", select: "nfWaitSelect", keepGoal: "nfWaitKeepGoal", develop: "nfWaitDevelop", explorePick: "nfWaitExplore",
  exploreReturn: "nfWaitReturn", settle: "nfWaitSettle", payToProduce: "nfWaitPayToProduce", windfall: "nfWaitWindfall", trade: "nfWaitTrade",
  consume: "nfWaitConsume", stockpile: "nfWaitStockpile", shortage: "nfWaitShortage", oortKind: "nfWaitOortKind",
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
  if (p.kind === "explorePick" && p.second) key = mine ? "nfDoExplore2" : "nfWaitExplore2";
  if (p.kind === "settle" && (p.extra > 0 || p.done)) key = mine ? "nfDoSettleExtra" : "nfWaitSettleExtra";
  if (p.kind === "exploreReturn") args.n = p.count;
  if (p.kind === "payToProduce") args.tile = tileName(p.tile);
  if (p.kind === "shortage") {
    args.kind = p.good;
    args.n = view.goodsSupply[p.good];
  }
  if (p.kind === "trade" && p.extra) key = mine ? "nfDoTradeExtra" : "nfWaitTrade";
  return { mine, label: { key, args } };
}

/** i18n keys of the game-end conditions (engine `endTriggers` ids). */
export const END_TRIGGER: Record<string, keyof Dict> = {
  colonies: "nfEndColonies", colonistSupply: "nfEndColonists", developmentSpaces: "nfEndDevelopments", vpPool: "nfEndVp",
};

