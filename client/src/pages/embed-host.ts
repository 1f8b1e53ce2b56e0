/**
 * Wires a match page in embed mode to its host page: events out, checked commands in (core/embed-bridge.ts).
 * Events go only to the parent origin the host declared or its referrer gave; with neither, to no one (never "*").
 */
import { eventsFor, isCommand, parentOrigin, type Seen } from "../core/embed-bridge.ts";
import type { MatchActions } from "../core/match-store.ts";
import type { GameEntry } from "../games/types.ts";
import { isLocale, setLocale } from "../i18n/i18n.ts";

export function startEmbed(matchId: string, actions: MatchActions, entry: () => GameEntry | undefined, setToken: (t: string) => void): void {
  const origin = parentOrigin(location.search, document.referrer);
  const parent = window.parent !== window ? window.parent : null;
  let seen: Seen | null = null;
  actions.onFrame((frame, state) => {
    const r = eventsFor(matchId, frame, seen, state, entry());
    seen = r.seen;
    if (parent && origin) for (const ev of r.events) parent.postMessage(ev, origin);
  });
  window.addEventListener("message", (e: MessageEvent) => {
    if (!origin || e.origin !== origin || !isCommand(e.data)) return;
    const cmd = e.data;
    if (cmd.type === "theme") document.documentElement.dataset.theme = cmd.theme;
    else if (cmd.type === "language" && isLocale(cmd.language)) setLocale(cmd.language);
    else if (cmd.type === "token") {
      setToken(cmd.token);
      actions.rejoin();
    }
  });
}
