/**
 * New Frontiers' components, loaded in their own chunk on the first New Frontiers view: the table (decision,
 * action tiles, display, supply, empires, end screen) as the main area and the players with the log as the side
 * panel. Names, colours and seats come from the match context.
 */
import type { NfAction } from "../../../../engine/newfrontiers/actions.ts";
import type { NfView } from "../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../core/match-context.tsx";
import { NfMain } from "./ui/NfMain.tsx";
import { NfSide } from "./ui/NfSide.tsx";
import type { GameProps, GameUi } from "../types.ts";

function parts(props: GameProps<NfView, NfAction>) {
  const m = useMatch();
  return {
    main: <NfMain view={props.view} name={m.name} colour={m.colour} onAct={props.act} embed={props.embed} ready={m.ready()}
      rematch={m.rematch.id()} canRematch={m.rematch.possible()} onRematch={m.rematch.go} />,
    side: <NfSide view={props.view} seats={m.seats()} me={m.me()} name={m.name} colour={m.colour} embed={props.embed} />,
  };
}

export const nfUi: GameUi<NfView, NfAction> = { parts };
