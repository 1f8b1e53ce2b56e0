/** A Star Wars seat's character card in brief: the faction badge, the character's name and the faction's name. */
import { FactionBadge } from "../board/FactionBadge.tsx";
import type { FactionCardInfo } from "../factions.ts";
import { FACTION_KEY } from "../factions.ts";
import { tb } from "../i18n/index.ts";

export function FactionCard(props: { card: FactionCardInfo }) {
  return (
    <span class="faction-card" data-faction={props.card.faction} data-color={props.card.color}>
      <svg viewBox="-8 -8 16 16" class="badge-icon" aria-hidden="true">
        <FactionBadge faction={props.card.faction} x={0} y={0} size={14} />
      </svg>
      <strong>{props.card.character}</strong>
      <span class="muted"> · {tb(FACTION_KEY[props.card.faction])}</span>
    </span>
  );
}
