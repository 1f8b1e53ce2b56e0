/**
 * What the New Frontiers log can say, as typed `{ key, args }` records (design.md: "Everything a player reads
 * comes from { key, args } records rendered by the client's translations"). The engine writes no prose: args name
 * tiles by catalogue id (`tile`, `world`, `power`, `target`, `old`), goods by kind, action tiles by id, seats by
 * number, and counts as `n` (the client's plural forms are chosen by `n`). The reason a credit, VP chip, colonist
 * or good moved is the record of the log entry that carries the change (ledger.ts).
 */
import type { LogRecord } from "../core/game-module.ts";
import type { ActionTileId, GoodsKind } from "./catalogue.ts";

/** An action tile id (state.ts `ActionTile`, written out here so that state.ts can import this module). */
type ActionTile = ActionTileId | "chartGoals";

type None = Record<string, never>;
/** The power's tile (catalogue id) that caused the entry. */
type ByPower = { power: string };
type OnTile = { tile: string };
type GoodOn = { tile: string; kind: GoodsKind };

/** Each log key and its arguments. */
export interface NfLogArgs {
  // setup and the round (002_… §Preparación, §Selección de acciones, §Fin de la ronda)
  priorityOrder: { seats: number[] };
  homeColony: OnTile;
  homeColonyGood: GoodOn;
  selects: { action: ActionTile };
  priorityFirst: None;
  isolationBonus: None;
  envoysBonus: None;
  produceCreditPiled: None;
  finalScoring: None;
  exploredLeave: { worlds: string[]; n: number };
  // end conditions (§Fin del juego)
  vpPoolEmpty: None;
  endColonies: None;
  endColonists: { n: number };
  endDevelopments: None;
  // Chart Galactic Goals and the stockpile
  keepsGoal: None;
  keepsGoalOtherUnder: None;
  noGoalLeft: None;
  stockpilesGood: GoodOn;
  stockpilesCredits: { n: number };
  // powers' gains in any action (gains.ts)
  power: ByPower & { action: ActionTile };
  powerAfterExplore: ByPower;
  powerDeveloped: ByPower & { target: string };
  powerSettled: ByPower & { target: string };
  drawsWorld: ByPower & { world: string };
  bagEmpty: ByPower;
  banked: ByPower & { n: number };
  // Develop
  develops: { tile: string; cost: number; n: number };
  buysNoDevelopment: None;
  // Explore
  displayDrawn: { worlds: string[]; n: number };
  displayReturned: { n: number };
  explores: { world: string };
  exploresSecond: { world: string };
  returnsWorlds: { worlds: string[]; n: number };
  // Settle
  settleBonus: None;
  gainsColonists: None;
  goodForMilitary: OnTile;
  buysMilitary: { n: number };
  conquers: { world: string; defense: number };
  settlesFree: { world: string };
  settles: { world: string; n: number };
  settledGood: GoodOn;
  goodReturned: OnTile;
  replaces: { old: string; world: string };
  // Produce
  produceBonus: None;
  produces: GoodOn;
  producesLast: GoodOn;
  noGood: GoodOn;
  windfallBonus: GoodOn;
  windfallPower: GoodOn & ByPower;
  paysToProduce: OnTile;
  oortKindSet: GoodOn;
  takesBanked: ByPower;
  producedMost: ByPower & { kind: GoodsKind };
  // Trade/Consume
  tradeBonus: None;
  sells: GoodOn;
  sale: { kind: GoodsKind; n: number };
  saleBonus: { kind: GoodsKind; n: number; price: number; bonus: number };
  consumes: ByPower & { kinds: GoodsKind[]; n: number };
  consumePower: ByPower;
  skipsPower: ByPower;
  buysVp: ByPower & { n: number };
  boughtVp: ByPower & { n: number };
  bonusPerGood: ByPower & { n: number };
  bonusPerGoodOwns: ByPower & { n: number; extra: number; owns: string };
}

export type NfLogKey = keyof NfLogArgs;

/** One log record: a key and its typed arguments. */
export type NfLogRecord = { [K in NfLogKey]: LogRecord<K, NfLogArgs[K]> }[NfLogKey];
