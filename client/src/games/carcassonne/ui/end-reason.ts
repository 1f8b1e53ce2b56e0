/**
 * Why a board game ended, as the end screen says it: the players' vote after seats ran out of time (the match
 * context knows), else the engine's end (001_… §"Sfârșitul jocului": the game ends after the last tile is
 * placed; Star Wars puts a tile that fits nowhere back, 000_… §"Sfârșitul jocului", so its game may end with tiles
 * left, none of which fits). Pure, unit-tested in every language.
 */
import type { BoardView } from "../../../../../engine/carcassonne/view.ts";
import { listOf } from "../../../i18n/i18n.ts";
import { tbEnd } from "../i18n/end.ts";

export function endReason(view: Pick<BoardView, "tilesLeft">, vote: readonly number[] | null, name: (seat: number) => string): string {
  if (vote) return tbEnd("endVote", { names: listOf(vote.map(name)) });
  return tbEnd(view.tilesLeft > 0 ? "endNoFit" : "endLastTile");
}
