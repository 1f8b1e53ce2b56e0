/**
 * The board games' turn controls: the local choice (turn-ui.ts) as a signal, the overlay it draws on what the
 * view offers, and the handlers of the board, the turn panel and the keyboard (pick a cell / spot / planet,
 * rotate, toggle the big meeple, confirm, undo). The choice resets whenever the server's version moves on.
 * The offer (legal placements, spots, planets, gold targets) is derived from the view once per version and tile
 * to place — a hand of three's tiles each once — so a click only redraws the choice, never rebuilds the board.
 */
import { createEffect, createMemo, createSignal, on } from "solid-js";
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import {
  hintsByCell,
  myTurn,
  NO_CHOICE,
  nextLegalRotation,
  offerFor,
  overlayFor,
  pendingAction,
  tileToPlace,
  type TurnChoice,
} from "./turn-ui.ts";

export function createTurnControls(view: () => CarcView, seat: () => number | null, version: () => number, act: (a: CarcAction) => void) {
  const [choice, setChoice] = createSignal<TurnChoice>(NO_CHOICE);
  createEffect(on(version, () => setChoice((c) => ({ ...NO_CHOICE, tile: c.tile, rotation: c.rotation }))));
  /** The tile I am placing: changes only with the version or another tile picked from a hand of three. */
  const tile = createMemo(() => (view().phase === "place" && myTurn(view(), seat()) ? tileToPlace(view(), choice()) : null));
  /** Legal rotations by cell of each tile asked for, for this version and seat (a new map when either moves on). */
  const hintsByTile = createMemo(on([version, seat], () => new Map<string, Map<string, number[]>>()));
  const hintsOf = (t: string) => {
    const known = hintsByTile().get(t);
    if (known) return known;
    const h = hintsByCell(view(), t);
    hintsByTile().set(t, h);
    return h;
  };
  const offer = createMemo(on([version, seat, tile], ([, s, t]) => offerFor(view(), s, t, t === null ? undefined : hintsOf(t))));
  const overlay = createMemo(() => overlayFor(view(), seat(), choice(), offer()));
  const pending = createMemo(() => pendingAction(view(), choice(), seat()));

  const confirm = () => {
    const a = pending();
    if (a) act(a);
  };
  const onCell = (x: number, y: number, fromKeyboard = false) => {
    const rots = offer().hints.get(`${x},${y}`);
    if (!rots) return;
    const c = choice();
    const same = c.cell?.x === x && c.cell?.y === y;
    if (same && fromKeyboard) return confirm();
    setChoice({ ...c, cell: { x, y }, rotation: nextLegalRotation(rots, same ? c.rotation + 1 : c.rotation) });
  };
  const rotate = () => {
    const c = choice();
    const rots = c.cell ? offer().hints.get(`${c.cell.x},${c.cell.y}`) : undefined;
    setChoice({ ...c, rotation: rots ? nextLegalRotation(rots, c.rotation + 1) : (c.rotation + 1) % 4 });
  };
  const undo = () => setChoice({ ...choice(), cell: null, spot: null, planet: null });
  const onSpot = (feature: string, fromKeyboard = false) =>
    fromKeyboard && choice().spot === feature ? confirm() : setChoice({ ...choice(), spot: feature, planet: null });
  const onPlanet = (x: number, y: number, fromKeyboard = false) => {
    const c = choice();
    if (fromKeyboard && c.planet?.x === x && c.planet?.y === y) return confirm();
    setChoice({ ...c, planet: { x, y }, spot: null });
  };
  const onTarget = (x: number, y: number) => act(view().phase === "gold" ? { type: "gold", x, y } : { type: "takeGold", x, y });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "r" || e.key === "R") rotate();
    else if (e.key === "Enter") confirm();
    else if (e.key === "Escape") undo();
    else if ((e.key === "b" || e.key === "B") && view().bigInSupply) setBig(!choice().big);
  };
  const setBig = (big: boolean) => setChoice({ ...choice(), big });
  const pickTile = (tile: string) => setChoice({ ...NO_CHOICE, tile });

  return { choice, overlay, pending, confirm, onCell, rotate, undo, onSpot, onPlanet, onTarget, onKey, setBig, pickTile };
}
