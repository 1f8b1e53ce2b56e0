/**
 * What Carcassonne and Star Wars share as client entries (both are played on the board engine): the view guard,
 * the embed reading (the phase; score items from the view's score log) and the lazily loaded board and panels.
 */
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import type { ViewHeader } from "../../../../engine/core/game-module.ts";
import type { BoardDict } from "./i18n/en.ts";
import type { ClientGame, EmbedReading } from "../types.ts";
import { scoreItemsOf } from "../../../../engine/carcassonne/events.ts";

/** Whether a view is one of the board games' (Carcassonne or Star Wars). */
export function isBoardView(view: ViewHeader): view is CarcView {
  return view.game === "carcassonne" || view.game === "starwars";
}

/** The parts of a board game's entry that do not differ between Carcassonne and Star Wars. */
export function boardGameBase(id: "carcassonne" | "starwars"): Pick<ClientGame<CarcView, CarcAction, BoardDict>, "id" | "isView" | "embed" | "load"> {
  return {
    id,
    isView: (view: ViewHeader): view is CarcView => view.game === id,
    embed: (view: CarcView): EmbedReading => ({
      phase: view.phase,
      mark: view.log.length,
      scoredSince: (mark) => scoreItemsOf(view.log.slice(mark)).map((i) => ({ seat: i.seat, points: i.points, reason: i.reason })),
    }),
    load: () =>
      // The node/worker program (root tsconfig, no JSX) reaches this file through the registry's unit tests and
      // cannot read a .tsx module; the client program (client/tsconfig.json) type-checks this import in full.
      // @ts-ignore TS6142, in the root program only
      import("./board-ui.tsx")
        .then((m) => m.boardUi),
  };
}
