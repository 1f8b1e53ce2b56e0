/** UI state shared by the New Frontiers board and side panel: which tile's detail view is open (null = none). */
import { createSignal } from "solid-js";

const [openTile, setOpenTile] = createSignal<string | null>(null);

export { openTile, setOpenTile };
