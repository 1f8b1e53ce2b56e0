/**
 * The views of one match's audiences (each seat sees its own view, every spectator the same one) and the patch
 * frames between them: a view is computed once per audience and version and shared by every socket of that audience
 * (welcome, sync and the next patch's "before"), and a patch is diffed (view-diff.ts) and serialised once per
 * audience. The sockets it goes to are socket-hub.ts's business.
 */
import { NO_TIMER, type Timer } from "./action-timing.ts";
import { diffViews } from "./view-diff.ts";
import type { AnyGameModule } from "../engine/index.ts";
import type { ServerFrame } from "../contract/protocol.ts";

/** The key of an audience: each seat ("s0", "s1", …) sees its own view, every spectator the same one ("spec"). */
export const audience = (seat: number | null) => (seat === null ? "spec" : `s${seat}`);

/** Who made the change a patch carries: the seat whose frame it answers (`id`), and a bot's log mark. */
export interface PatchAck {
  seat: number;
  id: string;
  bot?: [number, number];
}

export class AudienceViews {
  /** The latest view of each audience and its version. */
  private readonly views = new Map<string, { v: number; view: unknown }>();

  get size(): number {
    return this.views.size;
  }

  /** Forgets every view (they changed without an action: the next ones are computed anew). */
  clear(): void {
    this.views.clear();
  }

  /** What `seat` (null: a spectator) sees of `state` at `version`, computed once per audience and version. */
  view(game: AnyGameModule, state: unknown, version: number, seat: number | null): unknown {
    const key = audience(seat);
    const cached = this.views.get(key);
    if (cached && cached.v === version) return cached.view;
    const view = game.view(state, seat);
    this.views.set(key, { v: version, view });
    return view;
  }

  /**
   * The text of the patch frame taking `seat`'s audience from its view at version-1 (`prev`; the cached one when it
   * is that version's) to its view at `version` (`next`), acknowledging the action to the seat that sent it.
   */
  patchText(
    game: AnyGameModule,
    prev: unknown,
    next: unknown,
    version: number,
    seat: number | null,
    ack: PatchAck,
    timer: Timer = NO_TIMER,
  ): string {
    const cached = this.views.get(audience(seat));
    const before = cached && cached.v === version - 1 ? cached.view : game.view(prev, seat);
    const after = this.view(game, next, version, seat);
    timer.lap("views");
    const ops = diffViews(before, after);
    timer.lap("diff");
    const frame: ServerFrame = {
      t: "patch",
      from: version - 1,
      v: version,
      ops,
      ...(seat === ack.seat ? { ack: ack.id } : {}),
      ...(ack.bot ? { bot: ack.bot } : {}),
    };
    const text = JSON.stringify(frame);
    timer.lap("serialise");
    return text;
  }
}
