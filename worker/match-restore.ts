/**
 * A match's game state rebuilt from storage: the latest snapshot plus the actions logged after it, or, when that
 * snapshot has another state version (the game's state shape changed since it was stored), the setup plus the
 * whole action log — the engine is deterministic, so nothing accepted is lost — after which a snapshot of the
 * current shape is stored.
 */
import { isRuleError, type AnyGameModule, type ForcedRandomness } from "../engine/index.ts";
import type { MatchRecord, MatchStore } from "./match-store.ts";

/** Test-only forced randomness of a match record (never set on a live server: routes.ts refuses it). */
export function forcedOf(rec: MatchRecord): ForcedRandomness {
  return { ...(rec.deck ? { deck: rec.deck } : {}), ...(rec.dice ? { dice: rec.dice } : {}) };
}

/** The state after setup (version 0). */
export function initialState(game: AnyGameModule, rec: MatchRecord): unknown {
  const state = game.setup(rec.players, game.parseOptions(rec.options), rec.seed, forcedOf(rec));
  if (isRuleError(state)) throw new Error(`match ${rec.id}: setup failed: ${state.code}`);
  return state;
}

/** The state at the latest logged version, and that version. */
export function restoreState(store: MatchStore, game: AnyGameModule, rec: MatchRecord): { state: unknown; version: number } {
  const latest = store.latestSnapshot();
  const snap = latest && latest.stateVersion === game.stateVersion ? latest : null;
  let state = snap ? snap.state : initialState(game, rec);
  let version = snap ? snap.version : 0;
  for (const row of store.actionsAfter(version)) {
    const action = game.parseAction(row.action);
    const out = isRuleError(action) ? action : game.apply(state, row.seat, action);
    if (isRuleError(out)) throw new Error(`match ${rec.id}: logged action ${row.version} refused on replay: ${out.code}`);
    state = out.state;
    version = row.version;
  }
  if (latest && !snap) store.saveSnapshot(version, state, game.stateVersion);
  return { state, version };
}
