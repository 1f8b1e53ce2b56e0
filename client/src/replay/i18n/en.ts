/**
 * English messages of watching a match again: the replay page, the end screen's link to it, and the
 * match page's history of the turns so far. The other languages must provide exactly these keys.
 */
export const en = {
  replay: "Replay",
  loading: "Loading the replay…",
  move: "Move {{ n }} of {{ total }}",
  moveBy: "{{ name }} played",
  moveStart: "The start, before any move",
  first: "To the start",
  prev: "Previous move",
  next: "Next move",
  last: "To the end",
  slider: "Move number",
  scores: "Scores at this move",
  copyLink: "Copy the link to this move",
  copied: "Link copied",
  backToMatch: "Back to the match",
  keys: "← and → step through the moves.",
  endedByVote: "Here the players ended the match by vote.",
  notFinished: "The replay is published once the game is over.",
  failed: "This replay could not be played (code {{ code }}).",
  watch: "Watch the replay",
  history: "History",
  historyAt: "Turn {{ n }} of {{ total }}",
  historyEarlier: "Earlier turn",
  historyLater: "Later turn",
  historyNow: "Back to now",
  historyHint: "Step back through the turns so far: the turn is outlined in the log, and a tile it placed on the board.",
};

export type ReplayDict = typeof en;
