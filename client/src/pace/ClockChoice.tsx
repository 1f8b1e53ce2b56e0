/** The lobby's clock choice: no clock (the default), three live speeds or two turn-based paces. */
import { For } from "solid-js";
import { CLOCK_PRESET_IDS, type ClockPresetId } from "./clock-format.ts";
import { tp } from "./i18n/index.ts";
import type { PaceDict } from "./i18n/en.ts";

const LABELS: Readonly<Record<ClockPresetId, keyof PaceDict & string>> = {
  none: "clockNone",
  fast: "clockFast",
  normal: "clockNormal",
  slow: "clockSlow",
  day: "clockDay",
  days3: "clockDays3",
};

export function ClockChoice(props: { value: ClockPresetId; onChange: (id: ClockPresetId) => void }) {
  return (
    <label>
      {tp("clock")}
      <select data-testid="clock" onChange={(e) => props.onChange(e.currentTarget.value as ClockPresetId)}>
        <For each={CLOCK_PRESET_IDS}>
          {(id) => (
            <option value={id} selected={id === props.value}>
              {tp(LABELS[id])}
            </option>
          )}
        </For>
      </select>
    </label>
  );
}
