/**
 * The board games' log as lines a player reads, in the current language, newest first: tiles placed (who,
 * which tile, where), meeples placed (on which feature, the big one, a planet attack), points scored (explained), gold ingots
 * placed and taken (and whose feature when gold is shared, 004_… footnote 4), battles (attacker, defenders, every
 * die rolled, winner), tiles
 * that fit nowhere, the end of the game. Draws and meeples going home are bookkeeping and are not shown; neither
 * are zero-point items (a farmer with no completed city), which the end table still counts.
 */
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import type { ScoreItem } from "../../../../../engine/carcassonne/score-item.ts";
import { listOf } from "../../../i18n/i18n.ts";
import { tb } from "../i18n/index.ts";
import { battleTitle, featurePhrase, planetName, tilePhrase } from "./board-words.ts";
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import { explain } from "./explain.ts";

export interface LogLine {
  /** The seat the line is about (its colour chip), null for lines about the game. */
  seat: number | null;
  key: BoardEvent["key"];
  text: string;
  /** The record's index in the view's log (a bot's records are marked by it). */
  index: number;
  /** A tile placed: the tile as it lies on the board (drawn small beside the line). */
  tile?: { id: string; rotation: number };
}

/** Tiles by position ("x,y"): the start tile at the origin (the view's first board tile), then every tile placed. */
function tilesOf(log: readonly BoardEvent[], start: string | undefined): Map<string, string> {
  const tiles = new Map<string, string>();
  if (start) tiles.set("0,0", start);
  for (const e of log) if (e.key === "tilePlaced") tiles.set(`${e.args.x},${e.args.y}`, e.args.tile);
  return tiles;
}

/** The log's lines, newest first; `name` gives a seat's display name. */
export function logLines(log: readonly BoardEvent[], name: (seat: number) => string, start?: string): LogLine[] {
  const tiles = tilesOf(log, start);
  const and = (seats: number[]) => listOf(seats.map(name));
  let scoredThisTurn: ScoreItem[] = [];
  let turnSeat = -1;
  const lines: LogLine[] = [];
  let index = 0;
  const line = (seat: number | null, e: BoardEvent, text: string, tile?: LogLine["tile"]) =>
    lines.push({ seat, key: e.key, text, index, ...(tile ? { tile } : {}) });
  for (const [i, e] of log.entries()) {
    index = i;
    switch (e.key) {
      case "tilePlaced":
        scoredThisTurn = [];
        turnSeat = e.args.seat;
        line(e.args.seat, e, tb("logTilePlaced", { name: name(e.args.seat), what: tilePhrase(e.args.tile), x: e.args.x, y: e.args.y }), {
          id: e.args.tile,
          rotation: e.args.rotation,
        });
        break;
      case "meeplePlaced": {
        const a = e.args;
        const tile = tiles.get(`${a.x},${a.y}`);
        if (a.attack) line(a.seat, e, tb(a.big ? "logAttackBig" : "logAttack", { name: name(a.seat), planet: planetName(tile) }));
        else line(a.seat, e, tb(a.big ? "logBigMeeple" : "logMeeple", { name: name(a.seat), where: featurePhrase(tile, a.feature) }));
        break;
      }
      case "scored": {
        const item = e.args.item;
        scoredThisTurn.push(item);
        if (item.points > 0) line(item.seat, e, tb("logScored", { name: name(item.seat), n: item.points, why: explain(item) }));
        break;
      }
      case "goldPlaced":
        line(e.args.seat, e, tb("logGoldPlaced", { name: name(e.args.seat), x: e.args.x, y: e.args.y }));
        break;
      case "goldTaken": {
        const { seat, x, y } = e.args;
        // 004_…: the ingots on a scored feature's tiles go to its controllers; shared gold names them all.
        const owners = [
          ...new Set(
            scoredThisTurn.filter((i) => i.reason !== "gold" && i.tiles.some(([tx, ty]) => tx === x && ty === y)).map((i) => i.seat),
          ),
        ];
        const args = { name: name(seat), x, y, owners: and(owners.sort((p, q) => p - q)) };
        line(seat, e, tb(owners.length > 1 ? "logGoldTakenShared" : "logGoldTaken", args));
        break;
      }
      case "battle": {
        const b = e.args.battle;
        const title = battleTitle(b, planetName(tiles.get(`${b.feature.x},${b.feature.y}`)));
        const winner = b.sides.find((s) => s.won)?.seat;
        if (winner === undefined) break;
        line(winner, e, battleLine(b, title, turnSeat, name));
        break;
      }
      case "tileDiscarded":
        line(null, e, tb("logTileDiscarded"));
        break;
      case "tileReturned":
        line(null, e, tb("logTileReturned"));
        break;
      case "gameOver":
        line(null, e, tb("logGameOver"));
        break;
      case "tileDrawn":
      case "meeplesReturned":
        break;
    }
  }
  return lines.reverse();
}

/** Each side's dice, round by round ("Ana 2 6 1 / 3 3"). */
function diceOf(side: Battle["sides"][number], name: (seat: number) => string): string {
  return `${name(side.seat)} ${side.rolls.map((r) => r.join(" ")).join(" / ")}`;
}

/**
 * A battle's line (000_… §"Bătălie"): the seat whose turn brought it (its tile joined the features, or its meeple
 * landed on the planet) attacks the others when it is one of the sides, else the sides are listed; every side's
 * dice, the attacker's first; the winner.
 */
function battleLine(b: Battle, title: string, turnSeat: number, name: (seat: number) => string): string {
  const winner = name(b.sides.find((s) => s.won)!.seat);
  const attacker = b.sides.find((s) => s.seat === turnSeat);
  const sides = attacker ? [attacker, ...b.sides.filter((s) => s !== attacker)] : b.sides;
  const dice = sides.map((s) => diceOf(s, name)).join(", ");
  if (!attacker) return tb("logBattle", { title, sides: sides.map((s) => name(s.seat)).join(tb("versus")), dice, name: winner });
  const defenders = listOf(sides.slice(1).map((s) => name(s.seat)));
  return tb("logBattleAttack", { title, attacker: name(attacker.seat), defenders, dice, name: winner });
}

/**
 * `next` with the line objects of `prev` wherever a line is unchanged, matched from the oldest end (the log only
 * grows at the newest end), so the panel keeps the elements it already drew and only adds the new lines.
 */
export function keepLines(prev: readonly LogLine[], next: LogLine[]): LogLine[] {
  for (let p = prev.length - 1, n = next.length - 1; p >= 0 && n >= 0; p--, n--) {
    const old = prev[p]!;
    const line = next[n]!;
    if (old.key !== line.key || old.seat !== line.seat || old.text !== line.text || old.index !== line.index) break;
    next[n] = old;
  }
  return next;
}
