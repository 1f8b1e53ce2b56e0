/**
 * The lobby's clock presets (live fast / normal / slow, turn-based 1 day / 3 days per move, or none) and
 * how a bank reads ("4:05", "1:02:03", "2 d 4 h"). Free of the DOM: node tests import it.
 */
import type { ClockConfig } from "../../../contract/clock-types.ts";

export type ClockPresetId = "none" | "fast" | "normal" | "slow" | "day" | "days3";

const DAY = 86_400;

/** Each preset's clock (sent as POST /api/matches `clock`); "none" sends no clock. */
export const CLOCK_PRESETS: Readonly<Record<Exclude<ClockPresetId, "none">, ClockConfig>> = {
  fast: { initialSeconds: 5 * 60, incrementSeconds: 10, maxSeconds: null },
  normal: { initialSeconds: 10 * 60, incrementSeconds: 20, maxSeconds: null },
  slow: { initialSeconds: 20 * 60, incrementSeconds: 40, maxSeconds: null },
  day: { initialSeconds: DAY, incrementSeconds: DAY, maxSeconds: 3 * DAY },
  days3: { initialSeconds: 3 * DAY, incrementSeconds: 3 * DAY, maxSeconds: 9 * DAY },
};

export const CLOCK_PRESET_IDS: readonly ClockPresetId[] = ["none", "fast", "normal", "slow", "day", "days3"];

/** A bank of `ms` as players read it: whole seconds under an hour ("m:ss"), "h:mm:ss" under a day, else days and hours. */
export function bankParts(ms: number): { days: number; hours: number; text: string | null } {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / DAY),
    hours = Math.floor((s % DAY) / 3600),
    min = Math.floor((s % 3600) / 60),
    sec = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (days > 0) return { days, hours, text: null };
  return { days, hours, text: hours > 0 ? `${hours}:${two(min)}:${two(sec)}` : `${min}:${two(sec)}` };
}
