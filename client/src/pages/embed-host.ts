/** Wires a match page in embed mode to its host page: events out, checked commands in (embed-bridge.ts). */
import { eventsFor, isCommand, parentOrigin } from "../embed-bridge.ts";
import { isLocale, setLocale } from "../i18n/i18n.ts";
import type { MatchActions } from "../match-store.ts";

export function startEmbed(matchId: string, actions: MatchActions, setToken: (t: string) => void): void {
  const origin = parentOrigin(location.search, document.referrer);
  const target = window.parent !== window ? window.parent : null;
  actions.onFrame((frame, before, after) => {
    for (const ev of eventsFor(matchId, frame, before, after)) target?.postMessage(ev, origin ?? "*");
  });
  window.addEventListener("message", (e: MessageEvent) => {
    if (!origin || e.origin !== origin || !isCommand(e.data)) return;
    const cmd = e.data;
    if (cmd.type === "theme") document.documentElement.dataset.theme = cmd.theme;
    else if (cmd.type === "language" && isLocale(cmd.language)) setLocale(cmd.language);
    else if (cmd.type === "token") {
      setToken(cmd.token);
      actions.hello();
    }
  });
}
