/**
 * Inns & Cathedrals as a rule module (the expansion's rules, edition 1, as the issue states them: the official text
 * is not in shared/rules). An inn on a road makes it worth 2 a tile when complete and nothing at the end if it is
 * not; a cathedral makes a city worth 3 a tile and 3 a coat of arms when complete and nothing at the end if it is
 * not (several inns or cathedrals in one feature count once; fields are not affected). Each player's large meeple
 * joins their supply: it stands wherever a meeple may and counts as two followers when majorities are decided.
 */
import type { PlacedMeeple, RuleModule, ScoreRow, StateSlice } from "../rule-module.ts";
import { featureKind, hasMark } from "../features.ts";
import type { CarcState } from "../state.ts";
import { K_ENCLOSURE, K_ROUTE } from "../tile-kinds.ts";
import { CATHEDRAL, INN, INNS_SET } from "./tiles.ts";

export interface InnsState {
  /** Per seat, the segment its large meeple stands on, or -1 while it is in the supply. */
  big: number[];
}

declare module "../state.ts" {
  interface ModuleSlices {
    inns?: InnsState;
  }
}

function innsOf(s: CarcState): InnsState {
  const i = s.ext.inns;
  if (!i) throw new Error("Inns & Cathedrals is not enabled in this match");
  return i;
}

/** The large meeple of each seat from a view's meeples (the view marks it `big`), checked against `bigInSupply`. */
function fromMeeples(players: number, meeples: readonly PlacedMeeple[], bigIn: unknown): InnsState {
  const big = new Array<number>(players).fill(-1);
  for (const m of meeples) if (m.big) big[m.seat] = m.seg;
  if (!Array.isArray(bigIn) || bigIn.length !== players || big.some((b, seat) => (b === -1) !== bigIn[seat]))
    throw new Error("view's large meeples do not match its bigInSupply");
  return { big };
}

const innsSlice: StateSlice = {
  key: "inns",
  setup(s) {
    s.ext.inns = { big: new Array<number>(s.players).fill(-1) };
    for (let seat = 0; seat < s.players; seat++) s.supply[seat] = s.supply[seat]! + 1; // the large meeple
  },
  clone(s) {
    s.ext.inns = { big: innsOf(s).big.slice() };
  },
  fromView(s, view, meeples) {
    s.ext.inns = fromMeeples(s.players, meeples, view.bigInSupply);
  },
};

declare module "../score-item.ts" {
  interface ScoreItem {
    /** Inns & Cathedrals: the road had an inn, the city a cathedral (its points per tile changed). */
    inn?: true;
    cathedral?: true;
  }
}

const INN_ROW: ScoreRow = { tile: 2, emblem: 0, extra: { inn: true } };
const NO_INN: ScoreRow = { tile: 0, emblem: 0, extra: { inn: true } };
const CATHEDRAL_ROW: ScoreRow = { tile: 3, emblem: 3, extra: { cathedral: true } };
const NO_CATHEDRAL: ScoreRow = { tile: 0, emblem: 0, extra: { cathedral: true } };

export const innsCathedrals: RuleModule = {
  id: "inns-cathedrals",
  enabled: (o) => o.innsCathedrals === true,
  slice: innsSlice,
  tileSet: INNS_SET,
  featureRow(s, root, complete, row) {
    const kind = featureKind(s, root);
    if (kind === K_ROUTE && hasMark(s, root, INN)) return complete ? INN_ROW : NO_INN;
    if (kind === K_ENCLOSURE && hasMark(s, root, CATHEDRAL)) return complete ? CATHEDRAL_ROW : NO_CATHEDRAL;
    return row;
  },
  strength: (s, seat, seg, count) => (innsOf(s).big[seat] === seg ? count + 1 : count),
  bigMeeple: (s, seat) => innsOf(s).big[seat]!,
  bigPlaced(s, seat, seg) {
    innsOf(s).big[seat] = seg;
  },
  meeplesReturned(s, root, seats) {
    const big = innsOf(s).big;
    for (const seat of seats) if (big[seat]! >= 0 && s.root[big[seat]!] === root) big[seat] = -1;
  },
};
