/**
 * The end screen's score-over-time chart (loaded lazily with it): one SVG line per seat in its colour, from the
 * log's score records (score-series.ts: a point per turn, the last after the final scoring), a few grid lines
 * with their values, and a legend of names. No chart library.
 */
import { createMemo, For, Show } from "solid-js";
import type { BoardEvent } from "../../../../../engine/carcassonne/events.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { tbEnd } from "../i18n/end.ts";
import { niceTop, scoreSeries, seriesPoints } from "./score-series.ts";

const W = 300,
  H = 120,
  PAD_L = 24,
  PAD_B = 14,
  PAD_T = 6,
  PAD_R = 6;

export function ScoreChart(props: { log: readonly BoardEvent[]; players: number }) {
  const m = useMatch();
  const series = createMemo(() => scoreSeries(props.log, props.players));
  const lines = () => seriesPoints(series(), W - PAD_L - PAD_R, H - PAD_T - PAD_B);
  const top = () => niceTop(series().max);
  const grid = () => [0, 0.5, 1].map((f) => ({ v: Math.round(top() * f), y: PAD_T + (1 - f) * (H - PAD_T - PAD_B) }));
  const turns = () => (series().finalStep ?? series().steps.length) - 1;
  const summary = () =>
    series()
      .steps.at(-1)!
      .map((v, seat) => `${m.name(seat)} ${v}`)
      .join(", ");
  return (
    <figure class="score-chart" data-testid="score-chart">
      <figcaption>{tbEnd("scoreChart")}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${tbEnd("scoreChart")}: ${summary()}`}>
        <For each={grid()}>
          {(g) => (
            <>
              <line x1={PAD_L} x2={W - PAD_R} y1={g.y} y2={g.y} class="grid" />
              <text x={PAD_L - 3} y={g.y + 3} text-anchor="end" class="axis">
                {g.v}
              </text>
            </>
          )}
        </For>
        <text x={W - PAD_R} y={H - 2} text-anchor="end" class="axis">
          {series().finalStep !== null ? tbEnd("chartEnd") : tbEnd("chartTurn", { n: turns() })}
        </text>
        <g transform={`translate(${PAD_L} ${PAD_T})`}>
          <For each={lines()}>
            {(pts, seat) => (
              <polyline points={pts} fill="none" stroke={m.colour(seat())} stroke-width="2" stroke-linejoin="round" data-seat={seat()} />
            )}
          </For>
        </g>
      </svg>
      <Show when={props.players > 0}>
        <ul class="legend">
          <For each={lines()}>
            {(_, seat) => (
              <li>
                <span class="chip" style={{ background: m.colour(seat()) }} />
                {m.name(seat())}
              </li>
            )}
          </For>
        </ul>
      </Show>
    </figure>
  );
}
