/**
 * English messages of the seats namespace: "Continue on another device" (a seat's personal link), the question a
 * seat link asks when this browser holds another seat, leaving a seat before the game starts, and the "My matches"
 * page. ro.ts, es.ts and pl.ts give the same keys.
 */
export const seatsEn = {
  youAre: "You play seat {{ seat }} as {{ name }}.",
  continueElsewhere: "Continue on another device",
  personalLinkHint: "Open this link on your phone or another computer to play your seat there.",
  personalLinkWarning: "Anyone with this link plays as you: send it only to yourself.",
  personalLink: "Your personal link",
  copyPersonalLink: "Copy my link",
  personalQr: "QR code of your personal link",
  leaveSeat: "Leave my seat",
  leaveSeatHint: "Nothing has been played yet: you may give your seat up and watch, or take a seat again.",
  leaveAlreadyStarted: "The game has started: your seat can no longer be left.",
  leaveFailed: "Your seat could not be left; try again.",
  myMatches: "My matches",
  myMatchesIntro: "The matches this browser holds a seat in. There is no account: they are kept in this browser only.",
  noMatches: "No matches yet: create one, or open a link a friend sent you.",
  newMatch: "New match",
  history: "History",
  against: "against {{ names }}",
  freeSeat: "a free seat",
  waitingFor: "Waiting for {{ names }}",
  finished: "Finished",
  unreachable: "No answer from the match just now",
  lastActivity: "Last activity {{ when }}",
  loading: "Loading…",
  seatLinkAsk: "You already play seat {{ seat }} here, as {{ name }} ({{ colour }}). Switch to this link's seat?",
  seatLinkAskUnknown: "This browser already holds a seat in this match. Switch to this link's seat?",
  seatLinkSwitch: "Switch to this link's seat",
  seatLinkKeep: "Keep my seat",
};

export type SeatsDict = typeof seatsEn;
