/**
 * The views of every game on the board engine, for code that shows either (the client's board, the worker's
 * tests): `CarcView` is a view either game produces. Each game's own view type lives beside its definition.
 */
import type { CarcassonneEvent, CarcassonneView } from "./game.ts";
import type { StarWarsEvent, StarWarsView } from "./star-wars/game.ts";

export type { BoardView } from "./view.ts";
export type { CarcassonneView } from "./game.ts";
export type { StarWarsView } from "./star-wars/game.ts";

/** A view either board game produces; a game's absent expansion key reads as missing (or null). */
export type CarcView = (CarcassonneView & { sw?: null }) | (StarWarsView & { gold?: null });

/** A record either board game writes. */
export type CarcEvent = CarcassonneEvent | StarWarsEvent;
