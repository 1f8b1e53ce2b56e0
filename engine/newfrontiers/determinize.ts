/**
 * A full New Frontiers state from one seat's view, for the bots (engine/core/bot.ts `GameBots.determinize`): every
 * part the view shows is copied; the parts it hides are sampled from what the seat can count. The bag holds the
 * worlds seen nowhere (not in an empire, the Explore display or a Settle's replaced worlds), `bagCount` of them (the
 * bag is kept sorted, ledger.ts `returnToBag`, and drawn from uniformly, so its contents are all that matter); the
 * goals not seen (not the seat's own, nor a keepGoal draw it is making, nor anyone's once the game is over) are dealt
 * at random to the other players' face-down goals (`goalCount` each), an opponent's pending keepGoal draw and the
 * goal stack (`goalStackCount`). The RNG is seeded from `rng`; no forced draws. Setup-only options (order, mats,
 * faces) are left null: the view shows their outcome (track, mats, supply).
 */
import { nextUint32, seedRng, type RngState } from "../core/prng.ts";
import { CATALOGUE } from "./catalogue.ts";
import { sortIds } from "./ledger.ts";
import { shuffle, WORLD_IDS } from "./setup.ts";
import { cloneTurn, type CurrentAction, type NfPlayer, type NfState } from "./state.ts";
import type { Pending } from "./pending.ts";
import { orderFrom } from "./turns.ts";
import type { NfCurrentView, NfEmpireView, NfView } from "./view.ts";

const GOAL_IDS: readonly string[] = CATALOGUE.goals.map((g) => g.id);

/** Thrown for a view no New Frontiers match makes (counts that do not add up). */
function impossible(what: string): never {
  throw new Error(`New Frontiers determinize: ${what}`);
}

/** The worlds of the bag: `count` of those the view shows nowhere, chosen at random, sorted like the bag. */
function sampleBag(view: NfView, rng: RngState): string[] {
  const seen = new Set<string>();
  for (const e of view.empires) {
    for (const c of e.colonies) seen.add(c.tile);
    for (const w of e.explored) seen.add(w);
  }
  for (const w of [...(view.current?.display ?? []), ...(view.current?.returning ?? [])]) seen.add(w);
  const unseen = WORLD_IDS.filter((id) => !seen.has(id));
  if (unseen.length < view.bagCount) impossible(`bagCount ${view.bagCount} but only ${unseen.length} worlds unseen`);
  return sortIds(shuffle(rng, unseen).slice(0, view.bagCount));
}

interface Goals {
  /** Each seat's face-down goals. */
  bySeat: string[][];
  stack: string[];
  /** The goals of an opponent's pending keepGoal draw (null when the view shows them or there is none). */
  drawn: string[] | null;
}

/** Deals the goals the viewer has not seen to everything that hides goals, with the counts the view gives. */
function sampleGoals(view: NfView, rng: RngState): Goals {
  if (!view.goals) return { bySeat: view.empires.map(() => []), stack: [], drawn: null };
  const known = (e: NfEmpireView, seat: number) => seat === view.seat || view.finished || e.goals.length === e.goalCount;
  const shown = new Set<string>();
  view.empires.forEach((e, seat) => {
    if (known(e, seat)) for (const g of e.goals) shown.add(g);
  });
  const p = view.pending;
  const hiddenDraw = p?.kind === "keepGoal" && p.seat !== view.seat;
  if (p?.kind === "keepGoal" && !hiddenDraw) for (const g of p.goals) shown.add(g);
  const unseen = shuffle(
    rng,
    GOAL_IDS.filter((g) => !shown.has(g)),
  );
  const bySeat = view.empires.map((e, seat) => (known(e, seat) ? [...e.goals] : unseen.splice(0, e.goalCount)));
  const drawCount = unseen.length - view.goalStackCount;
  if (
    drawCount < 0 ||
    (hiddenDraw ? drawCount < 1 || drawCount > 2 : drawCount !== 0) ||
    bySeat.some((g, i) => g.length !== view.empires[i]?.goalCount)
  )
    impossible(`goal counts do not add up (${unseen.length} unseen, stack ${view.goalStackCount})`);
  const drawn = hiddenDraw ? unseen.splice(0, drawCount) : null;
  return { bySeat, stack: unseen, drawn };
}

function empireOf(e: NfEmpireView, goals: string[]): NfPlayer {
  return {
    mat: e.mat,
    home: e.home,
    colonies: e.colonies.map((c) => ({ ...c })),
    explored: [...e.explored],
    developments: e.developments.map((d) => ({ ...d })),
    colonists: e.colonists,
    credits: e.credits,
    vpChips: e.vpChips,
    banked: e.banked,
    goals,
    stockpile: { goods: [...e.stockpile.goods], credits: e.stockpile.credits },
  };
}

function currentOf(c: NfCurrentView): CurrentAction {
  return {
    tile: c.tile,
    selector: c.selector,
    order: [...c.order],
    idx: c.idx,
    display: c.tile === "explore" ? [...c.display] : [...c.returning],
    stage: c.stage,
    turn: cloneTurn(c.turn),
    producedBy: c.producedBy.map((p) => ({ ...p })),
  };
}

/** A state agreeing with everything `view` shows its seat; the hidden parts drawn with `rng` (advanced in place). */
export function determinizeNf(view: NfView, rng: RngState): NfState {
  if (view.game !== "newfrontiers") impossible("not a New Frontiers view");
  const bag = sampleBag(view, rng);
  const goals = sampleGoals(view, rng);
  const p = view.pending;
  const pending: Pending | null = p === null ? null : p.kind === "keepGoal" && goals.drawn ? { ...p, goals: goals.drawn } : { ...p };
  // Home colonies are chosen before anyone selects, in the starting priority order (setup.ts), so the seats still
  // to choose are those without one, in the order of the untouched track.
  const homeQueue = view.setup === "later" ? orderFrom(view.track, 0).filter((seat) => view.empires[seat]?.home === null) : [];
  return {
    game: "newfrontiers",
    options: { setup: view.setup, goals: view.goals, order: null, mats: null, faces: null },
    players: view.players,
    rng: seedRng(`determinize:${nextUint32(rng)}:${nextUint32(rng)}:${nextUint32(rng)}:${nextUint32(rng)}`),
    forcedDraws: [],
    bag,
    supply: { ...view.supply },
    faces: view.faces,
    vpPool: view.vpPool,
    poolEmptied: view.poolEmptied,
    colonistSupply: view.colonistSupply,
    goodsSupply: { ...view.goodsSupply },
    produceCredits: view.produceCredits,
    track: [...view.track],
    selectedCount: view.selectedCount,
    taken: [...view.taken],
    round: view.round,
    actionNo: view.actionNo,
    current: view.current && currentOf(view.current),
    pending,
    homeQueue,
    goalStack: goals.stack,
    endTriggers: [...view.endTriggers],
    finished: view.finished,
    empires: view.empires.map((e, seat) => empireOf(e, goals.bySeat[seat] ?? [])),
    log: [...view.log],
  };
}
