/**
 * Wires a match page in embed mode to its host page: which seat token it plays with, events out, checked commands
 * in (core/embed-bridge.ts). Events go only to the parent origin the host declared or its referrer gave; with
 * neither, to no one (never "*"). A top-level widget (no parent frame) posts nothing and obeys no one.
 */
import { eventsFor, isCommand, obeys, parentOrigin, widgetToken, type Seen, type WidgetPlace } from "../core/embed-bridge.ts";
import type { MatchActions } from "../core/match-store.ts";
import type { GameEntry } from "../games/types.ts";
import { isLocale, setLocale } from "../i18n/i18n.ts";
import { takeLinkToken } from "../seats/use-seat-link.ts";
import { savedToken } from "../storage.ts";

/** This window's place: framed or top-level, the allowed host origin, the parent's origin when the browser says. */
function widgetPlace(): WidgetPlace {
  const ancestors: unknown = Reflect.get(location, "ancestorOrigins");
  const parent = ancestors instanceof DOMStringList && ancestors.length > 0 ? (ancestors.item(0) ?? undefined) : undefined;
  return {
    framed: window.parent !== window,
    allowed: parentOrigin(location.search, document.referrer),
    ...(parent !== undefined ? { parent } : {}),
  };
}

/**
 * The token the widget starts with (`widgetToken`); its fragment's is removed from the address and never stored:
 * the widget writes no seat into this browser's storage, whoever opened it.
 */
export function embedToken(matchId: string): string | null {
  return widgetToken(widgetPlace(), takeLinkToken(), savedToken(matchId));
}

export function startEmbed(
  matchId: string,
  actions: MatchActions,
  entry: () => GameEntry | undefined,
  setToken: (t: string) => void,
): void {
  const place = widgetPlace();
  const parent = place.framed ? window.parent : null;
  let seen: Seen | null = null;
  actions.onFrame((frame, state) => {
    const r = eventsFor(matchId, frame, seen, state, entry());
    seen = r.seen;
    if (parent && place.allowed) for (const ev of r.events) parent.postMessage(ev, place.allowed);
  });
  window.addEventListener("message", (e: MessageEvent) => {
    if (!obeys(place, { parent: parent !== null && e.source === parent, origin: e.origin }) || !isCommand(e.data)) return;
    const cmd = e.data;
    if (cmd.type === "theme") document.documentElement.dataset.theme = cmd.theme;
    else if (cmd.type === "language" && isLocale(cmd.language)) setLocale(cmd.language);
    else if (cmd.type === "token") {
      setToken(cmd.token);
      actions.rejoin();
    }
  });
}
