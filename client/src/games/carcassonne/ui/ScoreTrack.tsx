/**
 * The drawn score track (Carcassonne's 0–49 track): 50 spaces in a compact snake of five rows, every fifth space
 * numbered, each seat's marker in its colour on its space (score-track.ts), with +50 / +100 over a marker that
 * went round. Names and colours come from the match context; the spoken label lists every seat's score.
 */
import { For, Show } from "solid-js";
import { useMatch } from "../../../core/match-context.tsx";
import { tb } from "../i18n/index.ts";
import { lapLabel, trackCell, trackMarkers, TRACK_COLS, TRACK_ROWS, TRACK_SPACES } from "./score-track.ts";

const W = 10,
  H = 7.4;
const SPACES = Array.from({ length: TRACK_SPACES }, (_, i) => ({ i, ...trackCell(i) }));

export function ScoreTrack(props: { scores: readonly number[] }) {
  const m = useMatch();
  const markers = () => trackMarkers(props.scores);
  const label = () => tb("scoreTrackLabel", { scores: props.scores.map((s, seat) => `${m.name(seat)} ${s}`).join(", ") });
  return (
    <svg
      class="score-track"
      preserveAspectRatio="xMinYMid meet"
      viewBox={`-0.5 -0.5 ${TRACK_COLS * W + 1} ${TRACK_ROWS * H + 1}`}
      role="img"
      aria-label={label()}
      data-testid="score-track"
    >
      <For each={SPACES}>
        {(s) => (
          <g>
            <rect
              x={s.col * W + 0.3}
              y={s.row * H + 0.3}
              width={W - 0.6}
              height={H - 0.6}
              rx="1.2"
              class={s.i % 5 === 0 ? "ts five" : "ts"}
            />
            <Show when={s.i % 5 === 0}>
              <text x={s.col * W + 1.2} y={s.row * H + 2.9} class="ts-n">
                {s.i}
              </text>
            </Show>
          </g>
        )}
      </For>
      <For each={markers()}>
        {(mk) => {
          const cx = () => mk.col * W + W / 2 + (mk.stack - (mk.of - 1) / 2) * Math.min(2.6, 7.6 / mk.of);
          const cy = () => mk.row * H + H / 2 + 0.9;
          return (
            <g data-seat={mk.seat} data-score={mk.score}>
              <circle cx={cx()} cy={cy()} r="2.1" fill={m.colour(mk.seat)} class="tm" />
              <Show when={mk.lap > 0}>
                <text x={cx()} y={cy() - 2.6} class="tm-lap" text-anchor="middle">
                  {lapLabel(mk.lap)}
                </text>
              </Show>
            </g>
          );
        }}
      </For>
    </svg>
  );
}
