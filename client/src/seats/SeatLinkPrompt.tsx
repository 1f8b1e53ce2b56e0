/**
 * The question a seat link asks when this browser already holds another seat of the match (seat-link.ts): an
 * inline alert dialog above the match naming the seat held — its number, name and colour as the page shows them —
 * with "Switch to this link's seat" and "Keep my seat". The link's own seat is not known before the server sees its
 * token, so it is "this link's seat". Focus goes to "Keep my seat", the answer that changes nothing; Esc keeps too.
 */
import { onMount } from "solid-js";
import { useMatch } from "../core/match-context.tsx";
import { colourName } from "../ui/colour-names.ts";
import { st } from "./i18n/index.ts";
import "./seats.css";

export function SeatLinkPrompt(props: { seat: number | null; onAnswer: (choice: "switch" | "keep") => void }) {
  const m = useMatch();
  let keep: HTMLButtonElement | undefined;
  onMount(() => keep?.focus());
  const question = () => {
    const seat = props.seat;
    return seat === null
      ? st("seatLinkAskUnknown")
      : st("seatLinkAsk", { seat: seat + 1, name: m.name(seat), colour: colourName(m.colour(seat)) });
  };
  return (
    <section
      class="banner seat-link"
      role="alertdialog"
      aria-labelledby="seat-link-question"
      data-testid="seat-link-question"
      onKeyDown={(e) => {
        if (e.key === "Escape") props.onAnswer("keep");
      }}
    >
      <p id="seat-link-question">{question()}</p>
      <div class="seat-link-buttons">
        <button type="button" onClick={() => props.onAnswer("switch")} data-testid="seat-link-switch">
          {st("seatLinkSwitch")}
        </button>
        <button type="button" ref={keep} onClick={() => props.onAnswer("keep")} data-testid="seat-link-keep">
          {st("seatLinkKeep")}
        </button>
      </div>
    </section>
  );
}
