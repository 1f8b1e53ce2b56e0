/**
 * The board games' turn controls: the local choice (turn-ui.ts) as a signal, the overlay and hints it draws, and
 * the handlers of the board, the turn panel and the keyboard (pick a cell / spot / planet, rotate, toggle the big
 * meeple, confirm, undo). The choice resets whenever the server's version moves on. The legal placements are
 * derived from the view's board once per version and tile to place, not on every click.
 */
import { createEffect, createMemo, createSignal, on } from "solid-js";
import type { CarcAction } from "../../../../engine/carcassonne/actions.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import { hintsByCell, myTurn, NO_CHOICE, nextLegalRotation, overlayFor, pendingAction, tileToPlace, type Overlay, type TurnChoice } from "./turn-ui.ts";

const EMPTY: Overlay = { cells: [], ghost: null, spots: [], targets: [], planets: [] };

export function createTurnControls(view: () => CarcView, seat: () => number | null, version: () => number, act: (a: CarcAction) => void) {
  const [choice, setChoice] = createSignal<TurnChoice>(NO_CHOICE);
  createEffect(on(version, () => setChoice((c) => ({ ...NO_CHOICE, tile: c.tile, rotation: c.rotation }))));
  /** The tile being placed: changes only with the version or another tile picked from a hand of three. */
  const tile = createMemo(() => (view().phase === "place" ? tileToPlace(view(), choice()) : null));
  /** Legal rotations by cell ("x,y"), computed from the board once per version and tile. */
  const hints = createMemo(on([version, tile], ([, t]) => (t ? hintsByCell(view(), t) : new Map<string, number[]>())));
  const overlay = createMemo((): Overlay => {
    const v = view(), c = choice(), t = tile();
    if (v.phase !== "place") return overlayFor(v, seat(), c);
    if (!t || !myTurn(v, seat())) return EMPTY;
    const cells = [...hints().keys()].map((k) => ({ x: Number(k.split(",")[0]), y: Number(k.split(",")[1]) }));
    return { ...EMPTY, cells, ghost: c.cell ? { tile: t, ...c.cell, rotation: c.rotation } : null };
  });
  const pending = () => pendingAction(view(), choice(), seat());

  const confirm = () => {
    const a = pending();
    if (a) act(a);
  };
  const onCell = (x: number, y: number, fromKeyboard = false) => {
    const rots = hints().get(`${x},${y}`);
    if (!rots) return;
    const c = choice();
    const same = c.cell?.x === x && c.cell?.y === y;
    if (same && fromKeyboard) return confirm();
    setChoice({ ...c, cell: { x, y }, rotation: nextLegalRotation(rots, same ? c.rotation + 1 : c.rotation) });
  };
  const rotate = () => {
    const c = choice();
    const rots = c.cell ? hints().get(`${c.cell.x},${c.cell.y}`) : undefined;
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
    else if ((e.key === "b" || e.key === "B") && view().sw) setBig(!choice().big);
  };
  const setBig = (big: boolean) => setChoice({ ...choice(), big });
  const pickTile = (tile: string) => setChoice({ ...NO_CHOICE, tile });

  return { choice, overlay, pending, confirm, onCell, rotate, undo, onSpot, onPlanet, onTarget, onKey, setBig, pickTile };
}
