/**
 * New Frontiers' components, loaded in their own chunk on the first New Frontiers view: the table (decision,
 * action tiles, display, supply, empires, end screen) as the main area and the players with the log as the side
 * panel. Each component reads names, colours, seats, sending and the rematch from the match context (`useMatch()`).
 */
import type { NfAction } from "../../../../engine/newfrontiers/actions.ts";
import type { NfView } from "../../../../engine/newfrontiers/view.ts";
import { NfMain } from "./ui/NfMain.tsx";
import { NfSide } from "./ui/NfSide.tsx";
import type { GameProps, GameUi } from "../types.ts";

function parts(props: GameProps<NfView, NfAction>) {
  return { main: <NfMain view={props.view} />, side: <NfSide view={props.view} /> };
}

export const nfUi: GameUi<NfView, NfAction> = { parts };

// The table's pieces and words for the "How to play" scenes (learn/art/NfArt.tsx): imported through this module,
// they stay in this chunk (already loaded on a New Frontiers match page) instead of splitting into shared chunks.
export { NfTile } from "./ui/NfTile.tsx";
export { NfCube } from "./ui/NfCube.tsx";
export { NfIcon } from "./ui/NfIcon.tsx";
export { actionName, nt } from "./i18n/index.ts";
export { kindName } from "./tile-words.ts";
