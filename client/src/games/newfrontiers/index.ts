/**
 * New Frontiers' client entry (engine/newfrontiers/game.ts): the lobby options — a later game (its setup) and
 * the Galactic Goals, which need one — sent as the engine's `{ setup: "firstGame" | "later", goals }`; the embed
 * reading (the pending decision; VP chips in the log); the table and side panel (nf-ui.tsx) and the refusals'
 * messages (i18n/index.ts, with the log's dictionary and the catalogue's names) in lazy chunks.
 */
import type { ViewHeader } from "../../../../engine/core/game-module.ts";
import type { NfView } from "../../../../engine/newfrontiers/view.ts";
import { newFrontiersLobby } from "../../../../engine/newfrontiers/lobby-options.ts";
import { defineGame } from "../types.ts";
import { ntLobby } from "./i18n/lobby.ts";

export const newFrontiersGame = defineGame({
  id: "newfrontiers",
  isView: (view: ViewHeader): view is NfView => view.game === "newfrontiers",
  name: "New Frontiers",
  pitch: "pitch",
  t: ntLobby,
  lobby: newFrontiersLobby,
  optionText: { later: { label: "optLater", hint: "optLaterHint" }, goals: { label: "optGoals", hint: "optGoalsHint" } },
  dataNote: "dataNoteProvisional",
  embed: (view) => ({
    phase: view.pending?.kind ?? "",
    mark: view.log.length,
    scoredSince: (mark) =>
      view.log.slice(mark).flatMap((e) => (e.vp && e.seat !== null ? [{ seat: e.seat, points: e.vp, reason: e.key }] : [])),
  }),
  refusals: () => import("./i18n/index.ts").then((m) => m.nfRefusal),
  classes: { match: "nf", main: "nf" },
  load: () =>
    // The node/worker program (root tsconfig, no JSX) reaches this file through the registry's unit tests and
    // cannot read a .tsx module; the client program (client/tsconfig.json) type-checks this import in full.
    // biome-ignore lint/suspicious/noTsIgnore: an error in one of the two programs only, so @ts-expect-error would fail the other
    // @ts-ignore TS6142, in the root program only
    import("./nf-ui.tsx").then((m) => m.nfUi),
});
