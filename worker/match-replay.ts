/**
 * A finished match as a replay (docs/replay-format.md): what `npm run replay` reads — game, options, players, the
 * seed, any test-only forced deck and dice, every action with its seat — plus what the replay page shows and the
 * runner ignores: the match id, each seat's name and colour (and bot level for a bot's own seat), which actions a
 * bot made, how the match ended and its result. The seed and the draw order it implies are released only here, and
 * only once the game is over (match.ts `getReplay` refuses before: `not-finished`). Also the spectator's view at every
 * step (`replayViews`): the first view and one JSON Patch per action, which the replay page applies in turn.
 */
import { isRuleError, type AnyGameModule } from "../engine/index.ts";
import { BOT_TOKEN_HASH, type MatchRecord, type SeatRow } from "./match-store.ts";
import type { MatchReplay, MatchReplayViews, ReplaySeat } from "../contract/protocol.ts";
import { diffViews } from "./view-diff.ts";

export type { MatchReplay, MatchReplayViews, ReplaySeat } from "../contract/protocol.ts";

/** The replay of a match from its record, seats, logged actions (in version order) and result. */
export function matchReplay(
  rec: MatchRecord,
  seats: readonly SeatRow[],
  rows: readonly { seat: number; action: unknown; byBot: boolean }[],
  result: MatchReplay["result"],
): MatchReplay {
  const seat = (n: number): ReplaySeat => {
    const row = seats.find((s) => s.seat === n);
    return {
      name: row?.name ?? null,
      color: row?.color ?? null,
      ...(row?.bot && row.tokenHash === BOT_TOKEN_HASH ? { bot: row.bot } : {}),
    };
  };
  return {
    game: rec.game,
    options: rec.options,
    players: rec.players,
    seed: rec.seed,
    ...(rec.deck ? { deck: rec.deck } : {}),
    ...(rec.dice ? { dice: rec.dice } : {}),
    actions: rows.map((r) => ({ seat: r.seat, ...(r.action as Record<string, unknown>) })),
    match: rec.id,
    seats: [...Array(rec.players).keys()].map(seat),
    botActions: rows.flatMap((r, i) => (r.byBot ? [i] : [])),
    ...(rec.ended ? { ended: { by: rec.ended.by, timedOut: rec.ended.timedOut, winners: rec.ended.winners } } : {}),
    result: { finished: result.finished, scores: result.scores, winners: result.winners },
  };
}

/**
 * The spectator's view after setup and the patch of each logged action, replayed with the game's own module (`game`);
 * the view after the last action is `final`'s (the match's module: after a vote, the vote's end). A logged action the
 * engine refuses is a bug (the log holds accepted actions only), as in match-restore.ts.
 */
export function replayViews(
  game: AnyGameModule,
  final: AnyGameModule,
  initial: unknown,
  rows: readonly { seat: number; action: unknown }[],
): MatchReplayViews {
  let state = initial;
  let prev = (rows.length === 0 ? final : game).view(state, null);
  const first = prev,
    patches: MatchReplayViews["patches"] = [];
  for (const [i, row] of rows.entries()) {
    const action = game.parseAction(row.action);
    const out = isRuleError(action) ? action : game.apply(state, row.seat, action);
    if (isRuleError(out)) throw new Error(`logged action ${i + 1} refused on replay: ${out.code}`);
    state = out.state;
    const view = (i === rows.length - 1 ? final : game).view(state, null);
    patches.push(diffViews(prev, view));
    prev = view;
  }
  return { first, patches };
}
