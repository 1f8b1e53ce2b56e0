/**
 * One round of a dice battle: each side still fighting, its dice (highest marked) and what the round meant for it.
 * Colours come from the match context; the side's name from its panel (a team fights as one side).
 */
import { For, Show } from "solid-js";
import { useMatch } from "../../../core/match-context.tsx";
import type { RoundSummary } from "../battle-model.ts";
import { tb } from "../i18n/index.ts";
import { Die } from "./Die.tsx";

export interface BattleRoundProps {
  round: RoundSummary;
  /** Still rolling: dice show changing faces, results are hidden. */
  rolling: boolean;
  /** Animation tick, to flip the faces while rolling. */
  tick: number;
  /** A side's name (its panel's: team-aware). */
  name: (seat: number) => string;
}

export function BattleRound(props: BattleRoundProps) {
  const m = useMatch();
  const tag = (r: RoundSummary["sides"][number]) =>
    r.result === "tie" ? tb("resultTie") : r.result === "lost" ? tb("resultLost", { n: r.points }) : tb("resultWon");
  return (
    <li class="battle-round" data-round={props.round.round} classList={{ tie: !props.rolling && props.round.tie }}>
      <h3>
        {tb("round", { n: props.round.round })}
        <Show when={!props.rolling && props.round.tie}>
          <span class="tie-mark">{tb("tie")}</span>
        </Show>
      </h3>
      <For each={props.round.sides}>
        {(side, i) => (
          <div class="roll" data-seat={side.seat} data-result={props.rolling ? undefined : side.result}>
            <span class="chip" style={{ background: m.colour(side.seat) }} />
            <span class="who">{props.name(side.seat)}</span>
            <span class="dice">
              <For each={side.dice}>
                {(value, k) => (
                  <Die
                    value={props.rolling ? ((props.tick + 2 * k() + 3 * i()) % 6) + 1 : value}
                    rolling={props.rolling}
                    best={!props.rolling && k() === side.bestIndex}
                  />
                )}
              </For>
            </span>
            <Show when={!props.rolling}>
              <span class={`result ${side.result}`}>{tag(side)}</span>
            </Show>
          </div>
        )}
      </For>
    </li>
  );
}
