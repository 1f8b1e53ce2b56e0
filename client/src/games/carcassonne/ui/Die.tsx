/**
 * One six-sided die drawn with pips (its value also its tooltip); while rolling it shakes and flips faces, the side's
 * highest die is marked.
 */
import { For, Show } from "solid-js";

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [6.5, 6.5],
    [17.5, 17.5],
  ],
  3: [
    [6.5, 6.5],
    [12, 12],
    [17.5, 17.5],
  ],
  4: [
    [6.5, 6.5],
    [17.5, 6.5],
    [6.5, 17.5],
    [17.5, 17.5],
  ],
  5: [
    [6.5, 6.5],
    [17.5, 6.5],
    [12, 12],
    [6.5, 17.5],
    [17.5, 17.5],
  ],
  6: [
    [6.5, 6],
    [17.5, 6],
    [6.5, 12],
    [17.5, 12],
    [6.5, 18],
    [17.5, 18],
  ],
};

export function Die(props: { value: number; rolling?: boolean; best?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      class="die"
      classList={{ rolling: !!props.rolling, best: !!props.best }}
      role="img"
      aria-label={props.rolling ? "…" : String(props.value)}
      data-value={props.rolling ? undefined : props.value}
    >
      <Show when={!props.rolling}>
        <title>{props.value}</title>
      </Show>
      <rect x="1" y="1" width="22" height="22" rx="5" class="face" />
      <For each={PIPS[props.value] ?? []}>{([x, y]) => <circle cx={x} cy={y} r="2.1" class="pip" />}</For>
    </svg>
  );
}
