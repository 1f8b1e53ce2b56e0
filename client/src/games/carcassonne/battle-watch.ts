/**
 * Which Star Wars battle the board shows now: the latest one fought since the page got its view (battles already in
 * the log then are only counted), marked on the board and detailed in the dice panel until the next turn starts —
 * the turn in progress when it arrived is the one it is shown during; earlier battles are in the log, each roll
 * included. The panel can be closed sooner; the mark stays for that turn. Read from the view's `battle` records
 * without importing the engine's Star Wars slice, so the first board chunk stays small.
 */
import { createEffect, createMemo, createSignal, on } from "solid-js";
import type { Battle } from "../../../../engine/carcassonne/star-wars/sw-state.ts";
import type { CarcView } from "../../../../engine/carcassonne/views.ts";
import { detached, newBattles } from "./battle-model.ts";

export interface BattleWatch {
  /** The battle to mark on the board (null: none). */
  battle: () => Battle | null;
  /** How many battles the log holds when it arrived: tells one battle from the next in the page (1-based). */
  number: () => number;
  /** Whether its dice panel is open. */
  open: () => boolean;
  close: () => void;
}

/** The seat whose turn it is, or null once the game is over. */
const turnOf = (v: CarcView) => (v.finished ? null : (v.toAct[0] ?? null));

export function createBattleWatch(view: () => CarcView): BattleWatch {
  const [battle, setBattle] = createSignal<Battle | null>(null);
  const [number, setNumber] = createSignal(0);
  const [open, setOpen] = createSignal(false);
  /** Once per log length, i.e. once per version: the log only grows. */
  const battles = createMemo(
    on(
      () => view().log.length,
      () => view().log.flatMap((r) => (r.key === "battle" ? [r.args.battle] : [])),
    ),
  );
  let seen: number | null = null;
  let shownIn: number | null = null;
  createEffect(
    on(
      () => [battles().length, turnOf(view())] as const,
      ([, turn]) => {
        const r = newBattles(seen, battles());
        seen = r.seen;
        const latest = r.fresh[r.fresh.length - 1];
        if (latest) {
          setBattle(detached(latest));
          setNumber(r.seen);
          setOpen(true);
          shownIn = turn;
        } else if (battle() && turn !== shownIn && turn !== null) {
          setBattle(null);
          setOpen(false);
        }
      },
    ),
  );
  return { battle, number, open, close: () => setOpen(false) };
}
