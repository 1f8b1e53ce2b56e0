/**
 * What Carcassonne and Star Wars share as client entries (both are played on the board engine): the view guard,
 * the embed reading (the phase; score items from the view's score log), and in lazy chunks the board and panels
 * and the rule refusals' messages (the board namespace, i18n/index.ts, stays out of the first chunk).
 */
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import type { ViewHeader } from "../../../../engine/core/game-module.ts";
import type { BoardGameId } from "../../../../engine/carcassonne/state.ts";
import type { BoardLobbyDict } from "./i18n/lobby.ts";
import type { ClientGame, EmbedReading } from "../types.ts";
import { scoreItemsOf } from "../../../../engine/carcassonne/events.ts";

/** The parts of a board game's entry that do not differ between Carcassonne and Star Wars. */
export function boardGameBase(
  id: BoardGameId,
): Pick<ClientGame<CarcView, CarcAction, BoardLobbyDict>, "id" | "isView" | "embed" | "refusals" | "load"> {
  return {
    id,
    isView: (view: ViewHeader): view is CarcView => view.game === id,
    embed: (view: CarcView): EmbedReading => ({
      phase: view.phase,
      mark: view.log.length,
      scoredSince: (mark) => scoreItemsOf(view.log.slice(mark)).map((i) => ({ seat: i.seat, points: i.points, reason: i.reason })),
    }),
    refusals: () => import("./i18n/index.ts").then((m) => (code, args) => m.boardRefusal(code, args, id)),
    load: () =>
      // The node/worker program (root tsconfig, no JSX) reaches this file through the registry's unit tests and
      // cannot read a .tsx module; the client program (client/tsconfig.json) type-checks this import in full.
      // biome-ignore lint/suspicious/noTsIgnore: an error in one of the two programs only, so @ts-expect-error would fail the other
      // @ts-ignore TS6142, in the root program only
      import("./board-ui.tsx").then((m) => m.boardUi),
  };
}
