/**
 * Seats with colour, name, score, meeples left, gold, tiles in hand (hand of three), presence, and whose turn it is,
 * every number with a tooltip; in Star Wars each seat's
 * faction card and small/big meeples, and in the team variant the two team scores above. Seats, names, colours
 * and my seat come from the match context.
 */
import { For, Show } from "solid-js";
import type { CarcView } from "../../../../../engine/carcassonne/views.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { SeatPresence } from "../../../ui/SeatPresence.tsx";
import { factionCards, meepleSupply, teamsOf } from "../factions.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { Meeple } from "../board/Meeple.tsx";
import { FactionCard } from "./FactionCard.tsx";
import { TeamScores } from "./TeamScores.tsx";

export function PlayerList(props: { view: CarcView }) {
  const m = useMatch();
  const cards = () => factionCards(props.view);
  const teams = () => teamsOf(props.view);
  const supply = (seat: number) => {
    if (!props.view.bigInSupply) return tb("meeplesLeft", { n: props.view.supply[seat] ?? 0 });
    const s = meepleSupply(props.view, seat);
    return tb(s.big ? "meepleSupplyBig" : "meepleSupply", { n: s.small });
  };
  return (
    <>
      <Show when={teams().length > 0}>
        <TeamScores teams={teams()} />
      </Show>
      <ol class="players" aria-label={t("players")}>
        <For each={m.seats()}>
          {(s) => (
            <li
              classList={{
                active: props.view.toAct.includes(s.seat),
                me: s.seat === m.me(),
                offline: m.live() && s.taken && !s.online && !s.botSeat,
              }}
              data-seat={s.seat}
            >
              <svg viewBox="-12 -14 24 26" class="swatch" aria-hidden="true">
                <Meeple x={0} y={0} colour={m.colour(s.seat)} size={20} />
              </svg>
              <span class="name">
                {m.name(s.seat)}
                <SeatPresence seat={s} unknown={!m.live()} finished={props.view.finished} />
              </span>
              <span
                class="score"
                title={tb("hintScore")}
                aria-label={`${t("score")}: ${props.view.scores[s.seat]}`}
                data-testid={`score-${s.seat}`}
              >
                {props.view.scores[s.seat]}
              </span>
              <span class="meta">
                <Show when={cards()[s.seat]}>
                  {(card) => (
                    <>
                      <FactionCard card={card()} /> ·{" "}
                    </>
                  )}
                </Show>
                <span title={tb("hintSupply")}>{supply(s.seat)}</span>
                <Show when={props.view.gold}>
                  {" "}
                  · <span title={tb("hintIngots")}>{tb("ingots", { n: props.view.gold!.held[s.seat] ?? 0 })}</span>
                </Show>
                <Show when={props.view.handSizes}>
                  {" "}
                  ·{" "}
                  <span title={tb("hintHand")} data-testid={`hand-${s.seat}`}>
                    {tb("handTiles", { n: props.view.handSizes![s.seat] ?? 0 })}
                  </span>
                </Show>
              </span>
            </li>
          )}
        </For>
      </ol>
    </>
  );
}
