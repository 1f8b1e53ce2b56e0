/**
 * Star Wars team variant: the two teams (Rebels, Empire), their members (names and colours from the match
 * context) and the one score they share.
 */
import { For } from "solid-js";
import { useMatch } from "../../../core/match-context.tsx";
import { FactionBadge } from "../board/FactionBadge.tsx";
import type { TeamInfo } from "../factions.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";

export function TeamScores(props: { teams: TeamInfo[]; winners?: number[] }) {
  const m = useMatch();
  return (
    <ul class="teams" aria-label={t("teams")}>
      <For each={props.teams}>
        {(team) => (
          <li classList={{ won: !!props.winners?.includes(team.seats[0]!) }} data-team={team.team}>
            <svg viewBox="-8 -8 16 16" class="badge-icon" aria-hidden="true">
              <FactionBadge faction={team.faction} x={0} y={0} size={14} />
            </svg>
            <span class="team-name">{tb(team.key)}</span>
            <span class="team-score" title={tb("hintTeamScore")} data-testid={`team-score-${team.team}`}>
              {team.score}
            </span>
            <span class="members">
              <For each={team.seats}>
                {(seat, i) => (
                  <>
                    {i() > 0 ? " & " : ""}
                    <span class="chip" style={{ background: m.colour(seat) }} />
                    {m.name(seat)}
                  </>
                )}
              </For>
            </span>
          </li>
        )}
      </For>
    </ul>
  );
}
