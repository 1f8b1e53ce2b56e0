/**
 * The board games' translation namespace (Carcassonne and Carcassonne Star Wars share it): `tb(key, args)` in the
 * current language, English built in, the other languages loaded as separate chunks when chosen; and
 * `boardRefusal`, the board engine's rule refusals (the `code` of its RuleError, plus its args) as sentences. The
 * English refusals restate the engine's own messages (engine/carcassonne/board-rules.ts, gold-mines.ts,
 * star-wars/meeples.ts, the setup checks); a unit test checks that every code the engine returns has one.
 */
import type { BoardGameId } from "../../../../../engine/carcassonne/state.ts";
import { defineMessages, type Args, type Translator } from "../../../i18n/i18n.ts";
import { en, type BoardDict } from "./en.ts";

export type { BoardDict };
export type BoardKey = keyof BoardDict & string;

export const tb: Translator<BoardDict> = defineMessages<BoardDict>(en, {
  ro: () => import("./ro.ts").then((m) => m.ro),
  es: () => import("./es.ts").then((m) => m.es),
  pl: () => import("./pl.ts").then((m) => m.pl),
});

/** Message key by refusal code; a pair is [Carcassonne, Star Wars] where the games word it differently. */
const REFUSALS: Readonly<Record<string, BoardKey | readonly [BoardKey, BoardKey]>> = {
  "not-in-hand": "refuseNotInHand",
  occupied: "refuseOccupied",
  "not-adjacent": "refuseNotAdjacent",
  // 001_… "trebuie să se potrivească cu terenul adiacent la toate laturile"; 000_… the same edges in space.
  "edge-mismatch": ["refuseEdgeMismatch", "refuseEdgeMismatchSw"],
  "placement-forbidden": "refusePlacementForbidden",
  "wrong-phase": "refuseWrongPhase",
  "no-big-meeple": ["refuseNoBigMeepleHere", "refuseNoBigMeeple"],
  "no-small-meeple": "refuseNoSmallMeeple",
  "unknown-feature": "refuseUnknownFeature",
  "no-meeples": "refuseNoMeeples",
  "no-farmers": "refuseNoFarmers",
  "feature-occupied": "refuseFeatureOccupied",
  "own-tile-planet": "refuseOwnTilePlanet",
  "no-adjacent-planet": "refuseNoAdjacentPlanet",
  "game-over": "refuseGameOver",
  "not-your-turn": "refuseNotYourTurn",
  "bad-gold-target": "refuseBadGoldTarget",
  "not-entitled": "refuseNotEntitled",
  "bad-action": "refuseBadAction",
  "bad-options": "refuseBadOptions",
  "bad-players": ["refuseBadPlayers", "refuseBadPlayersSw"],
  "bad-dice": "refuseBadDice",
  "bad-deck": "refuseBadDeck",
};

/** The refusal's sentence in the current language, or null for a code the board engine does not return. */
export function boardRefusal(code: string, args: Args | undefined, game: BoardGameId): string | null {
  if (code === "wrong-tile") return args?.tile !== undefined ? tb("refuseWrongTile", args) : tb("refuseWrongTileAny");
  const entry = Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  if (entry === undefined) return null;
  const key = typeof entry === "string" ? entry : entry[game === "starwars" ? 1 : 0];
  return tb(key, args);
}
