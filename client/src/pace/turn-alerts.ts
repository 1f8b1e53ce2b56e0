/**
 * Telling a player it is their turn: while the seat must act, the tab's title starts
 * with "● Your turn" and its icon carries a red dot (seen from other tabs); when the turn comes while the page is not
 * focused, an optional short sound plays (Web Audio: no file to load) and, with the browser's permission, a system
 * notification appears if the page is hidden (clicking it brings the match back). Settings are remembered in
 * storage. What to show for a turn state is turn-state.ts (free of the DOM); this module drives the document.
 */
import { createEffect, createSignal, onCleanup } from "solid-js";
import { storage } from "../storage.ts";
import { turnAlert } from "./turn-state.ts";
import { tp } from "./i18n/index.ts";
import { t } from "../i18n/i18n.ts";

const TURN_ICON = "/favicon-turn.svg";

const [sound, setSoundSignal] = createSignal(storage.get("alert-sound") === "1");
export { sound };
let audio: AudioContext | null = null;

/** Turns the sound on or off (a click: the moment a browser lets a page start its audio). */
export function setSound(on: boolean): void {
  setSoundSignal(on);
  storage.set("alert-sound", on ? "1" : "0");
  if (on) {
    audio ??= new AudioContext();
    void audio.resume();
  }
}

/** A short two-note chime. */
function chime(): void {
  try {
    audio ??= new AudioContext();
    const at = audio.currentTime;
    for (const [i, f] of [660, 880].entries()) {
      const osc = audio.createOscillator(),
        gain = audio.createGain();
      osc.frequency.value = f;
      gain.gain.setValueAtTime(0.0001, at + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, at + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.15 + 0.14);
      osc.connect(gain).connect(audio.destination);
      osc.start(at + i * 0.15);
      osc.stop(at + i * 0.15 + 0.15);
    }
  } catch {
    // no audio on this device
  }
}

/** The browser's notification permission ("unsupported" without the API). */
export function notifyPermission(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

function notify(tag: string): void {
  if (notifyPermission() !== "granted" || !document.hidden) return;
  const n = new Notification(tp("turnTitle"), { body: tp("turnNotifyBody"), tag, icon: TURN_ICON });
  n.onclick = () => {
    window.focus();
    n.close();
  };
}

/** Drives the title (`title()` when it is not the player's turn), icon, sound and notification from `myTurn` for the match page's lifetime. */
export function useTurnAlerts(myTurn: () => boolean, matchId: string, title: () => string): void {
  const icon = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  const baseIcon = icon?.getAttribute("href") ?? null;
  const [focused, setFocused] = createSignal(document.hasFocus() && !document.hidden);
  const onFocus = () => setFocused(document.hasFocus() && !document.hidden);
  for (const e of ["focus", "blur"] as const) window.addEventListener(e, onFocus);
  document.addEventListener("visibilitychange", onFocus);
  let was = false;
  createEffect(() => {
    const now = myTurn();
    const a = turnAlert(title(), now, was, focused(), tp("turnTitle"));
    was = now;
    document.title = a.title;
    if (icon && baseIcon !== null) icon.setAttribute("href", now ? TURN_ICON : baseIcon);
    if (a.ring) {
      if (sound()) chime();
      notify(`turn-${matchId}`);
    }
  });
  onCleanup(() => {
    for (const e of ["focus", "blur"] as const) window.removeEventListener(e, onFocus);
    document.removeEventListener("visibilitychange", onFocus);
    document.title = t("appName");
    if (icon && baseIcon !== null) icon.setAttribute("href", baseIcon);
  });
}
