/**
 * Game-side helpers for the workerd tests: a seeded PRNG (independent of the engine's), shuffled forced decks,
 * seeded random games played through the local engine (their actions replay identically on the server because
 * a forced deck is drawn in order), and a view-only placement finder for games whose bag the test cannot see.
 */
import { carcassonne } from "../../engine/carcassonne/game.ts";
import type { CarcAction } from "../../engine/carcassonne/actions.ts";
import type { CarcOptions } from "../../engine/carcassonne/game.ts";
import type { CarcState } from "../../engine/carcassonne/state.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { tileKind, tileKindById, tileSupply } from "../../engine/carcassonne/tiles.ts";
import { isRuleError } from "../../engine/index.ts";
import { Rand } from "../support/rand.ts";

export { Rand };

/** The base tile supply (start tile excluded) as kind ids, shuffled; `n` keeps only the first n. */
export function shuffledDeck(rand: Rand, n?: number): string[] {
  const ids = tileSupply(["base"]).map((k) => tileKind(k).id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return n === undefined ? ids : ids.slice(0, n);
}

export function options(input: unknown): CarcOptions {
  const o = carcassonne.parseOptions(input);
  if (isRuleError(o)) throw new Error(o.message);
  return o;
}

/** The local twin of a server match created with this forced deck (the seed does not matter then). */
export function localSetup(players: number, opts: unknown, deck: string[]): CarcState {
  const s = carcassonne.setup(players, options(opts), "local-twin", { deck });
  if (isRuleError(s)) throw new Error(s.message);
  return s;
}

export function applyLocal(s: CarcState, seat: number, action: CarcAction): CarcState {
  const out = carcassonne.apply(s, seat, action);
  if (isRuleError(out)) throw new Error(`local apply refused ${JSON.stringify(action)}: ${out.code}`);
  return out.state;
}

export interface Step {
  seat: number;
  action: CarcAction;
}

/** Plays a forced-deck game to the end with seeded random legal choices; states[i] is the state at version i. */
export function randomForcedGame(players: number, opts: unknown, deck: string[], rand: Rand): { steps: Step[]; states: CarcState[] } {
  let s = localSetup(players, opts, deck);
  const steps: Step[] = [];
  const states = [s];
  for (;;) {
    const seat = carcassonne.toAct(s)[0];
    if (seat === undefined) break;
    const legal = carcassonne.legalActions(s, seat);
    // prefer passing a little so that meeples last and scoring happens through the game
    const action = legal.length > 1 && legal[0]!.type === "pass" && rand.chance(0.4) ? legal[0]! : rand.pick(legal);
    s = applyLocal(s, seat, action);
    steps.push({ seat, action });
    states.push(s);
  }
  return { steps, states };
}

const STEP: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
]; // N E S W, y grows south

/**
 * A legal placement for the drawn tile computed from the view alone (board + tile): every empty cell next to a
 * placed tile × every rotation whose edges match all placed neighbours. Null when none fits.
 */
export function placementsFromView(view: CarcView): { x: number; y: number; rotation: number }[] {
  if (!view.tile) return [];
  const kind = tileKindById(view.tile)!;
  const at = new Map(view.board.map((b) => [`${b.x},${b.y}`, b]));
  const cells = new Map<string, [number, number]>();
  for (const b of view.board)
    for (const [dx, dy] of STEP) if (!at.has(`${b.x + dx},${b.y + dy}`)) cells.set(`${b.x + dx},${b.y + dy}`, [b.x + dx, b.y + dy]);
  const out: { x: number; y: number; rotation: number }[] = [];
  for (const [x, y] of cells.values())
    for (let rotation = 0; rotation < 4; rotation++) {
      const fits = STEP.every(([dx, dy], d) => {
        const n = at.get(`${x + dx},${y + dy}`);
        return !n || tileKindById(n.tile)!.rot[n.rotation]!.edge[(d + 2) % 4] === kind.rot[rotation]!.edge[d];
      });
      if (fits) out.push({ x, y, rotation });
    }
  return out;
}
