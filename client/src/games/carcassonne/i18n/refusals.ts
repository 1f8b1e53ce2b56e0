/**
 * Rule refusals of the board engine (the `code` of its RuleError, plus its args) as sentences in the player's
 * language. The English texts restate the engine's own messages (engine/carcassonne/board-rules.ts, gold-mines.ts,
 * star-wars/meeples.ts, the setup checks). Pure apart from the translator, so every code is unit-tested.
 */
import type { BoardGameId } from "../../../../../engine/carcassonne/state.ts";
import type { Args } from "../../../i18n/i18n.ts";
import { tb, type BoardKey } from "./index.ts";

/** Message key by refusal code; a pair is [Carcassonne, Star Wars] where the games word it differently. */
const REFUSALS: Readonly<Record<string, BoardKey | readonly [BoardKey, BoardKey]>> = {
  "not-in-hand": "refuseNotInHand",
  occupied: "refuseOccupied",
  "not-adjacent": "refuseNotAdjacent",
  // 001_… "oraș la oraș, drum la drum, câmp la câmp"; 000_… the same for asteroids, routes and space.
  "edge-mismatch": ["refuseEdgeMismatch", "refuseEdgeMismatchSw"],
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
