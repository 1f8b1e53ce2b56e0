/**
 * English messages of the board games' lazily loaded parts (the remaining tiles panel, the end screen's reason,
 * team columns and score chart): a namespace of their own (end.ts), so the match page's first load does not carry
 * them. es, pl and ro give the same keys.
 */

export const endEn = {
  remainingHint: "Tiles still to come, by kind: the tile set minus the tiles already out. The draw order stays secret.",
  remainingOf: "{{ left }} of {{ total }} left",
  endLastTile: "The game ended: the last tile was placed.",
  endNoFit: "The game ended: no tile left in the stack fits the board.",
  endVote: "The game ended by vote after {{ names }} ran out of time.",
  scoreChart: "Score over time",
  chartTurn: "turn {{ n }}",
  chartEnd: "final scoring",
  ownPoints: "Own points",
  teamTotal: "Team total",
};

export type BoardEndDict = typeof endEn;
