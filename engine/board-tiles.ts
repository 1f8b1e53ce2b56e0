/**
 * Every tile set of every game on the board engine, for code that draws any game's board from tile ids (the
 * client's board, tools, tests) without loading the games' rules: importing this registers them all. Each set
 * fixes its own kind numbers in its own folder; a game's rules reach its sets through its definition, as the
 * games' registry (index.ts) does. A new set is one line here.
 */
import "./carcassonne/gold-mines/tiles.ts";
import "./carcassonne/inns-cathedrals/tiles.ts";
import "./carcassonne/river/tiles.ts";
import "./carcassonne/river/tiles-river2.ts";
import "./carcassonne/star-wars/tile-set.ts";

export * from "./carcassonne/tiles.ts";
