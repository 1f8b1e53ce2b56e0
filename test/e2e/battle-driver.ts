/**
 * Plays a Star Wars match that fights as many battles as it can, for browser tests about battles: an engine copy of
 * the match (same forced deck, dice and first seat as the server's) picks, for the seat to move, a placement whose
 * meeple step starts a battle if there is one, else one that lands a meeple on a planet (a target for the next
 * attack), else any; the chosen actions are what the test sends to the server, which must accept them.
 */
import { starWars } from "../../engine/carcassonne/star-wars/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import { isRuleError } from "../../engine/core/game-module.ts";
import { SEAT_MOVES_RATE } from "../../contract/protocol.ts";
import type { SeatSocket } from "./seat-socket.ts";

/** Planet tiles, and a few plain ones so the board has room around them. */
export const BATTLE_DECK = [
  "sw-30",
  "sw-22",
  "sw-31",
  "sw-32",
  "sw-24",
  "sw-33",
  "sw-34",
  "sw-06",
  "sw-35",
  "sw-36",
  "sw-37",
  "sw-22",
  "sw-38",
  "sw-39",
  "sw-40",
  "sw-24",
  "sw-41",
  "sw-42",
  "sw-43",
  "sw-22",
  "sw-30",
  "sw-31",
  "sw-32",
  "sw-33",
  "sw-34",
  "sw-35",
];
/** Rolls that rarely tie (so the forced list lasts), cycled to the server's limit. */
export const BATTLE_DICE = Array.from({ length: 500 }, (_, i) => [6, 2, 5, 1, 3, 4, 2, 6, 1][i % 9]!);

export type Step = { seat: number; action: CarcAction; battle: boolean };

export class BattleDriver {
  state: CarcState;
  constructor(players: number, firstSeat: number) {
    const opts = starWars.parseOptions({ firstSeat });
    if (isRuleError(opts)) throw new Error(opts.message);
    const s = starWars.setup(players, opts, "battle-driver", { deck: BATTLE_DECK, dice: BATTLE_DICE });
    if (isRuleError(s)) throw new Error(s.message);
    this.state = s as CarcState;
  }

  get finished(): boolean {
    return starWars.result(this.state).finished;
  }

  private try(s: CarcState, seat: number, a: CarcAction) {
    const r = starWars.apply(s, seat, a);
    return isRuleError(r) ? null : (r as { state: CarcState; events: { key: string }[] });
  }

  /** The next turn of the seat to move: its placement and its meeple step (a battle if one can be had). */
  turn(): Step[] {
    const seat = starWars.toAct(this.state)[0]!;
    let fallback: Step[] | null = null;
    for (const p of starWars.legalActions(this.state, seat) as CarcAction[]) {
      const placed = this.try(this.state, seat, p);
      if (!placed) continue;
      if (placed.events.some((e) => e.key === "battle")) return this.commit([{ seat, action: p, battle: true }]);
      if (!starWars.toAct(placed.state).includes(seat)) {
        fallback ??= [{ seat, action: p, battle: false }];
        continue;
      }
      for (const m of starWars.legalActions(placed.state, seat) as CarcAction[]) {
        const r = this.try(placed.state, seat, m);
        if (!r) continue;
        const step = (battle: boolean): Step[] => [
          { seat, action: p, battle: false },
          { seat, action: m, battle },
        ];
        if (r.events.some((e) => e.key === "battle")) return this.commit(step(true));
        if (m.type === "planet" && !fallback?.[1]) fallback = step(false);
      }
      fallback ??= [
        { seat, action: p, battle: false },
        { seat, action: { type: "pass" }, battle: false },
      ];
    }
    if (!fallback) throw new Error("no legal turn");
    return this.commit(fallback);
  }

  /** A turn without a battle: a tile that starts none, and no meeple. */
  quietTurn(): Step[] {
    const seat = starWars.toAct(this.state)[0]!;
    for (const p of starWars.legalActions(this.state, seat) as CarcAction[]) {
      const placed = this.try(this.state, seat, p);
      if (!placed || placed.events.some((e) => e.key === "battle") || !starWars.toAct(placed.state).includes(seat)) continue;
      if (this.try(placed.state, seat, { type: "pass" }))
        return this.commit([
          { seat, action: p, battle: false },
          { seat, action: { type: "pass" }, battle: false },
        ]);
    }
    throw new Error("no quiet turn");
  }

  private commit(steps: Step[]): Step[] {
    for (const st of steps) {
      const r = this.try(this.state, st.seat, st.action);
      if (!r) throw new Error(`engine refused its own choice ${JSON.stringify(st.action)}`);
      this.state = r.state;
    }
    return steps;
  }
}

/**
 * Plays turns over the seats' sockets (`seats[i]` plays seat i) until `battles` battles were fought or the game is
 * over; `before(n)` runs before the action that fights the n-th battle (1-based), `after(n)` once it is accepted.
 * Returns the battles fought.
 */
export async function playBattles(
  d: BattleDriver,
  seats: readonly SeatSocket[],
  battles: number,
  hooks: { before?: (n: number, step: Step) => Promise<void>; after?: (n: number, step: Step) => Promise<void> } = {},
): Promise<number> {
  let fought = 0,
    n = 0;
  while (fought < battles && !d.finished) {
    for (const st of d.turn()) {
      const s = seats[st.seat]!;
      const v = s.version;
      if (st.battle) await hooks.before?.(fought + 1, st);
      // Paced under a seat's move budget (SEAT_MOVES_RATE), which a burst of moves would exhaust.
      await new Promise((r) => setTimeout(r, 1000 / SEAT_MOVES_RATE.perSecond + 20));
      const done = await s.act(`drv-${v}-${n++}`, v, st.action);
      await Promise.all(seats.map((o) => o.version >= done || o.next((f) => Number(f.v ?? f.version) >= done, `version ${done}`)));
      if (st.battle) {
        fought++;
        await hooks.after?.(fought, st);
      }
    }
  }
  return fought;
}
