/**
 * The match page's seat token and what a seat link in its address does to it (seat-link.ts): the fragment is read
 * and removed from the address bar at once; the page connects with the stored token while it asks, tries a link's
 * token on the socket, stores it only once the server welcomed it as a seat, and after a refusal goes on with the
 * stored token (or watches), the refusal shown.
 */
import { createSignal } from "solid-js";
import type { MatchActions } from "../core/match-store.ts";
import { myMatches, saveToken, savedToken } from "../storage.ts";
import { answerLink, linkAnswered, linkToken, openLink, type SeatLink } from "./seat-link.ts";

/** The seat token in the address's fragment, removed from the address bar (never kept there, nor in history). */
export function takeLinkToken(): string | null {
  const token = linkToken(location.hash);
  if (token !== null) history.replaceState(history.state, "", location.pathname + location.search);
  return token;
}

export interface SeatLinkControl {
  /** The token the page connects with (null: watching). */
  token(): string | null;
  /** Another token chosen on the page (a seat claimed, a seat left). */
  setToken(token: string | null): void;
  /** Where the address's link stands: `ask` while the page must ask the player. */
  link(): SeatLink;
  /** The stored seat's number, when "My matches" knows it (before the socket's welcome says so). */
  storedSeat: number | null;
  /** The player's answer to the question. */
  answer(choice: "switch" | "keep"): void;
  /** Follows the socket's answers to a link's token; call once the match's store exists. */
  follow(actions: MatchActions): void;
}

export function createSeatLink(matchId: string): SeatLinkControl {
  const start = openLink(savedToken(matchId), takeLinkToken());
  const [token, setToken] = createSignal(start.token);
  const [link, setLink] = createSignal<SeatLink>(start.link);
  let rejoin = () => {};
  return {
    token,
    setToken: (t) => void setToken(t),
    link,
    storedSeat: myMatches().find((m) => m.id === matchId)?.seat ?? null,
    answer(choice) {
      const move = answerLink(link(), choice);
      if (!move) return;
      setLink(move.link);
      if (move.token === token()) return;
      setToken(move.token);
      rejoin();
    },
    follow(actions) {
      rejoin = actions.rejoin;
      actions.onFrame((f) => {
        const settled = linkAnswered(link(), f);
        if (!settled) return;
        setLink({ step: "settled" });
        if ("keep" in settled) return saveToken(matchId, settled.keep);
        setToken(settled.token);
        actions.rejoin();
        // After the rejoin (which clears the former identity's refusal): the page says the link was not valid.
        actions.refuse("bad-token");
      });
    },
  };
}
