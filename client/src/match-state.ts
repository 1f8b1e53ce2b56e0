/** TODO(lead): ui/TopBar.tsx imports `Connection` from here; point it at core/match-state.ts and delete this file. */
export type { Connection } from "./core/match-state.ts";
