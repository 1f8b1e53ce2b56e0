/**
 * The SVG board: tiles, meeples and gold from the view, plus the current player's overlays (legal cells, ghost
 * tile, meeple spots, gold targets, Star Wars planet targets), the history's outline of a past turn's tile, the
 * feature just scored lit up briefly, and where the latest Star Wars battle was fought. Pans with drag, zooms with
 * the wheel or a pinch, and with the keyboard (arrows, + and −) when focused; never so far out that a square is under 32 px (viewport.ts), and meeple spots and planets
 * keep a hit area of that size at any zoom (tap-targets.ts; the meeple step's zoom: step-zoom.ts). Seat colours
 * come from the match context (BoardPieces).
 */
import { createEffect, createSignal, For, Index, on, onCleanup, onMount, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { tb } from "../i18n/index.ts";
import { TileSvg } from "./TileSvg.tsx";
import { fitBoard, pan, viewBox, zoomAt, type Viewport } from "../../../../../contract/board/viewport.ts";
import { BoardPieces } from "./BoardPieces.tsx";
import { ScoreFlash } from "./ScoreFlash.tsx";
import { PlanetTargets } from "./PlanetTargets.tsx";
import type { Overlay } from "../turn-ui.ts";
import { MeepleSpots } from "./MeepleSpots.tsx";
import { useStepZoom } from "./step-zoom.ts";
import { BattleMark } from "./BattleMark.tsx";
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";

export interface BoardProps {
  view: CarcView;
  overlay: Overlay;
  /** `fromKeyboard`: picking the already chosen cell/spot again confirms instead of rotating. */
  onCell?: (x: number, y: number, fromKeyboard?: boolean) => void;
  onSpot?: (feature: string, fromKeyboard?: boolean) => void;
  onTarget?: (x: number, y: number) => void;
  onPlanet?: (x: number, y: number, fromKeyboard?: boolean) => void;
  onKey?: (e: KeyboardEvent) => void;
  /** Bumped by the parent to re-centre the view. */
  centreTick?: number;
  /** A cell to outline: the tile of the move the history shows (null: none). */
  mark?: { x: number; y: number } | null;
  /** Star Wars: the battle to mark where it was fought (null: none). */
  battle?: Battle | null;
}

export function Board(props: BoardProps) {
  let svg!: SVGSVGElement;
  const [size, setSize] = createSignal({ w: 800, h: 600 });
  const [vp, setVp] = createSignal<Viewport>({ cx: 50, cy: 50, scale: 1 });
  const pointers = new Map<number, { x: number; y: number }>();
  let moved = 0;

  onMount(() => {
    const ro = new ResizeObserver(() => setSize({ w: svg.clientWidth || 800, h: svg.clientHeight || 600 }));
    ro.observe(svg);
    onCleanup(() => ro.disconnect());
  });
  // The view follows the growing board until the player pans or zooms; the centre button turns that back on.
  let follow = true;
  const fit = () => setVp(fitBoard(props.view.board, size().w, size().h));
  createEffect(
    on(
      () => props.centreTick,
      () => {
        follow = true;
        fit();
      },
    ),
  );
  createEffect(
    on(
      () => [size().w, size().h, props.view.board.length] as const,
      () => {
        if (follow) fit();
      },
    ),
  );
  const floor = useStepZoom({
    spots: () => props.overlay.spots,
    at: () => props.view.board[props.view.board.length - 1],
    vp,
    setVp,
    refit: () => (follow ? fitBoard(props.view.board, size().w, size().h) : null),
  });
  const userVp = (f: (v: Viewport) => Viewport) => {
    follow = false;
    setVp((v) => {
      const n = f(v);
      return n.scale < Math.min(floor(), v.scale) ? v : n;
    });
  };

  const local = (e: { clientX: number; clientY: number }) => {
    const r = svg.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: PointerEvent) => {
    pointers.set(e.pointerId, local(e));
    moved = 0;
  };
  const move = (e: PointerEvent) => {
    const prev = pointers.get(e.pointerId);
    if (!prev) return;
    const p = local(e);
    if (pointers.size === 1) {
      moved += Math.abs(p.x - prev.x) + Math.abs(p.y - prev.y);
      if (moved > 6) {
        svg.setPointerCapture(e.pointerId);
        userVp((v) => pan(v, p.x - prev.x, p.y - prev.y));
      }
    } else if (pointers.size === 2) {
      const other = [...pointers].find(([id]) => id !== e.pointerId)![1];
      const before = Math.hypot(prev.x - other.x, prev.y - other.y),
        after = Math.hypot(p.x - other.x, p.y - other.y);
      if (before > 0) userVp((v) => zoomAt(v, after / before, (p.x + other.x) / 2, (p.y + other.y) / 2, size().w, size().h));
      moved = 99;
    }
    pointers.set(e.pointerId, p);
  };
  const up = (e: PointerEvent) => pointers.delete(e.pointerId);
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = local(e);
    userVp((v) => zoomAt(v, Math.exp(-e.deltaY / 400), p.x, p.y, size().w, size().h));
  };
  const key = (e: KeyboardEvent) => {
    const step = 60;
    const k: Record<string, () => void> = {
      ArrowLeft: () => userVp((v) => pan(v, step, 0)),
      ArrowRight: () => userVp((v) => pan(v, -step, 0)),
      ArrowUp: () => userVp((v) => pan(v, 0, step)),
      ArrowDown: () => userVp((v) => pan(v, 0, -step)),
      "+": () => userVp((v) => zoomAt(v, 1.2, size().w / 2, size().h / 2, size().w, size().h)),
      "=": () => userVp((v) => zoomAt(v, 1.2, size().w / 2, size().h / 2, size().w, size().h)),
      "-": () => userVp((v) => zoomAt(v, 1 / 1.2, size().w / 2, size().h / 2, size().w, size().h)),
    };
    const f = k[e.key];
    if (f) {
      e.preventDefault();
      f();
    } else props.onKey?.(e);
  };
  /** Meeple spots are on the tile just placed: the board's last entry. */
  const lastTile = () => props.view.board[props.view.board.length - 1]?.tile;
  const click = (f: () => void) => () => {
    if (moved <= 6) f();
  };
  /** Keyboard activation of a focusable board control: Enter or Space picks it (Enter again confirms). */
  const activate = (f: () => void) => (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    e.stopPropagation();
    f();
  };

  return (
    <svg
      ref={svg}
      class={props.view.game === "starwars" ? "board space" : "board"}
      role="application"
      aria-label={tb("boardLabel")}
      tabIndex={0}
      viewBox={viewBox(vp(), size().w, size().h)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onWheel={wheel}
      onKeyDown={key}
    >
      <For each={props.view.board}>{(b) => <TileSvg tile={b.tile} x={b.x} y={b.y} rotation={b.rotation} />}</For>
      {/* The most recent tile (the board's last entry) stays outlined so everyone sees the last move. */}
      <Show when={props.view.board.length > 1 ? props.view.board[props.view.board.length - 1] : undefined}>
        {(p) => (
          <rect
            x={p().x * 100 + 2}
            y={p().y * 100 + 2}
            width="96"
            height="96"
            fill="none"
            stroke="#fff"
            stroke-width="3"
            stroke-dasharray="6 4"
            pointer-events="none"
          />
        )}
      </Show>
      <Show when={props.mark}>
        {(p) => <rect class="history-mark" data-testid="history-mark" x={p().x * 100 + 3} y={p().y * 100 + 3} width="94" height="94" />}
      </Show>
      <ScoreFlash log={props.view.log} />
      {/* Index (not For): overlay lists are rebuilt on every choice, and reusing elements keeps keyboard focus. */}
      <Index each={props.overlay.cells}>
        {(c) => (
          <rect
            class="legal-cell"
            data-x={c().x}
            data-y={c().y}
            x={c().x * 100 + 4}
            y={c().y * 100 + 4}
            width="92"
            height="92"
            rx="6"
            tabIndex={0}
            role="button"
            aria-label={tb("placeHere", { x: c().x, y: c().y })}
            onClick={click(() => props.onCell?.(c().x, c().y))}
            onKeyDown={activate(() => props.onCell?.(c().x, c().y, true))}
          />
        )}
      </Index>
      <Show when={props.overlay.ghost}>
        {(g) => (
          <g class="ghost" onClick={click(() => props.onCell?.(g().x, g().y))}>
            <TileSvg tile={g().tile} x={g().x} y={g().y} rotation={g().rotation} ghost />
            <rect x={g().x * 100} y={g().y * 100} width="100" height="100" fill="none" stroke="#ffe066" stroke-width="4" />
          </g>
        )}
      </Show>
      <BoardPieces view={props.view} />
      <Show when={props.battle}>{(b) => <BattleMark view={props.view} battle={b()} />}</Show>
      <Index each={props.overlay.targets}>
        {(c) => (
          <rect
            class="gold-target"
            x={c().x * 100 + 4}
            y={c().y * 100 + 4}
            width="92"
            height="92"
            rx="8"
            tabIndex={0}
            role="button"
            aria-label={tb("goldHere", { x: c().x, y: c().y })}
            onClick={click(() => props.onTarget?.(c().x, c().y))}
            onKeyDown={activate(() => props.onTarget?.(c().x, c().y))}
          />
        )}
      </Index>
      <MeepleSpots
        spots={props.overlay.spots}
        tile={lastTile()}
        scale={vp().scale}
        onSpot={props.onSpot}
        click={click}
        activate={activate}
      />
      <PlanetTargets planets={props.overlay.planets} scale={vp().scale} onPlanet={props.onPlanet} click={click} activate={activate} />
    </svg>
  );
}
