/** Star Wars team variant: the two teams (Rebels, Empire), their members and the one score they share. */
import { For } from "solid-js";
import type { SeatInfo } from "../../../../../worker/protocol.ts";
import { FactionBadge } from "../board/FactionBadge.tsx";
import type { TeamInfo } from "../factions.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";

export function TeamScores(props: { teams: TeamInfo[]; seats: SeatInfo[]; colours: string[]; winners?: number[] }) {
  const name = (seat: number) => props.seats[seat]?.name ?? t("seat", { seat: seat + 1 });
  return (
    <ul class="teams" aria-label={t("teams")}>
      <For each={props.teams}>
        {(team) => (
          <li classList={{ won: !!props.winners?.includes(team.seats[0]!) }} data-team={team.team}>
            <svg viewBox="-8 -8 16 16" class="badge-icon" aria-hidden="true"><FactionBadge faction={team.faction} x={0} y={0} size={14} /></svg>
            <span class="team-name">{tb(team.key)}</span>
            <span class="team-score" data-testid={`team-score-${team.team}`}>{team.score}</span>
            <span class="members">
              <For each={team.seats}>{(seat, i) => <>{i() > 0 ? " & " : ""}<span class="chip" style={{ background: props.colours[seat] }} />{name(seat)}</>}</For>
            </span>
          </li>
        )}
      </For>
    </ul>
  );
}
