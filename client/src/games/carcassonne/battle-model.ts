/**
 * What the dice battle panel shows, derived from the engine's battle records (the `battle` records of the view's
 * log, read with the engine's `battlesIn`; rules §3 "battle"): which battles are new since the client last
 * looked, each side's dice and why it has them, how a side is named, and round by round who rolled what, who tied
 * (+1), who lost (+1 per die, meeples back) and who won; plus the panel's animation timeline. Pure functions,
 * unit-tested.
 */
import type { Battle, BattleSide } from "../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { TeamInfo } from "./factions.ts";

/**
 * Battles to show now. `seen` is how many battles the client already knew (null before the first view: then
 * nothing old is shown, only counted). A shorter list (a new match in the same page) resets the count.
 */
export function newBattles(seen: number | null, battles: readonly Battle[]): { seen: number; fresh: Battle[] } {
  if (seen === null || battles.length < seen) return { seen: battles.length, fresh: [] };
  return { seen: battles.length, fresh: battles.slice(seen) };
}

/** A copy of a battle, apart from the live view (the panel keeps showing it while the view moves on). */
export function detached(b: Battle): Battle {
  return { ...b, feature: { ...b.feature }, sides: b.sides.map((s) => ({ ...s, rolls: s.rolls.map((r) => [...r]) })) };
}

/** A side's name: a team fights as one side, named by its team (`teamName` translates) and the seat rolling for it. */
export function sideName(teams: readonly TeamInfo[], seat: number, seatName: string, teamName: (key: TeamInfo["key"]) => string): string {
  const team = teams.find((tm) => tm.seats.includes(seat));
  return team ? `${teamName(team.key)} (${seatName})` : seatName;
}

/** Why a side rolls its dice: 1 per small meeple, 2 for the big one, +1 for its own faction's symbol, max 3. */
export function diceReasons(side: Pick<BattleSide, "small" | "big" | "symbol" | "dice">): {
  small: number;
  big: number;
  symbol: boolean;
  capped: boolean;
} {
  return { small: side.small, big: side.big, symbol: side.symbol, capped: side.small + 2 * side.big + (side.symbol ? 1 : 0) > side.dice };
}

export type RoundResult = "tie" | "lost" | "won";

export interface SideRoll {
  seat: number;
  dice: number[];
  /** The side's highest die (only it counts) and its index, for highlighting. */
  best: number;
  bestIndex: number;
  result: RoundResult;
  /** Points this round gave: 1 for a tie, the dice count for a loss. */
  points: number;
}

export interface RoundSummary {
  round: number;
  /** The sides still in the battle this round, in roll order. */
  sides: SideRoll[];
  top: number;
  tie: boolean;
}

/** Round by round: the sides that rolled, their dice, and what each round meant for them. */
export function battleRounds(b: Pick<Battle, "sides">): RoundSummary[] {
  const rounds = Math.max(0, ...b.sides.map((s) => s.rolls.length));
  const out: RoundSummary[] = [];
  for (let r = 0; r < rounds; r++) {
    const rolled = b.sides.filter((s) => s.rolls[r] !== undefined);
    const bests = rolled.map((s) => Math.max(...s.rolls[r]!));
    const top = Math.max(...bests);
    const atTop = bests.filter((x) => x === top).length;
    const sides = rolled.map((s, i): SideRoll => {
      const dice = s.rolls[r]!;
      const best = bests[i]!;
      const result: RoundResult = best < top ? "lost" : atTop > 1 ? "tie" : "won";
      return {
        seat: s.seat,
        dice,
        best,
        bestIndex: dice.indexOf(best),
        result,
        points: result === "tie" ? 1 : result === "lost" ? s.dice : 0,
      };
    });
    out.push({ round: r + 1, sides, top, tie: atTop > 1 });
  }
  return out;
}

/** Per side over the whole battle: ties (each +1), the loss (+dice) or the win; totals equal the engine's points. */
export function battleTotals(b: Pick<Battle, "sides">): { seat: number; ties: number; lost: number; won: boolean; points: number }[] {
  const rounds = battleRounds(b);
  return b.sides.map((s) => {
    const mine = rounds.flatMap((r) => r.sides.filter((x) => x.seat === s.seat));
    const ties = mine.filter((x) => x.result === "tie").length;
    const lost = mine.find((x) => x.result === "lost")?.points ?? 0;
    return { seat: s.seat, ties, lost, won: mine.some((x) => x.result === "won"), points: ties + lost };
  });
}

/** One step of the panel's animation: after `at` ms, `shown` rounds are revealed and the next one is rolling. */
export interface Step {
  at: number;
  shown: number;
  rolling: boolean;
}

/** The panel's timeline: each round rolls for `rollMs` then stays for `pauseMs`; reduced motion shows it all at once. */
export function timeline(rounds: number, reducedMotion: boolean, rollMs = 700, pauseMs = 900): Step[] {
  if (reducedMotion || rounds === 0) return [{ at: 0, shown: rounds, rolling: false }];
  const steps: Step[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = r * (rollMs + pauseMs);
    steps.push({ at: start, shown: r, rolling: true }, { at: start + rollMs, shown: r + 1, rolling: false });
  }
  return steps;
}
