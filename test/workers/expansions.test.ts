/**
 * A whole Carcassonne match with The River and Inns & Cathedrals over WebSockets inside workerd: a forced deck in
 * the order the river is drawn (river tiles, the lake, then every land tile of both boxes shuffled), a seeded
 * random game worked out by the engine first, then played action by action from the two seats' sockets; every
 * socket's patched view ends at the engine's final scores and score items, large meeples and all.
 */
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../engine/core/game-module.ts";
import { carcassonne } from "../../engine/carcassonne/game.ts";
import { INNS_TILES } from "../../engine/carcassonne/inns-cathedrals/tiles.ts";
import { RIVER_TILES } from "../../engine/carcassonne/river/tiles.ts";
import { BASE_TILES } from "../../engine/carcassonne/tiles-base.ts";
import type { TileData } from "../../engine/carcassonne/tile-types.ts";
import type { CarcView } from "../../engine/carcassonne/views.ts";
import { Rand } from "../support/rand.ts";
import { createMatch, paced, TestSocket } from "./harness.ts";

const copies = (tiles: readonly TileData[], group?: string) =>
  tiles.filter((t) => t.drawGroup === group).flatMap((t) => Array.from({ length: t.count - t.start }, () => t.id));

describe("The River and Inns & Cathedrals over WebSockets", () => {
  it("plays a whole forced-deck match to the engine's result, every view agreeing", async () => {
    const rand = new Rand("expansions-match");
    // base-D's start copy joins the land tiles when the spring starts the game (river/rules.ts)
    const land = rand.shuffle([...copies(BASE_TILES), "base-D", ...copies(INNS_TILES)]);
    const deck = [...rand.shuffle(copies(RIVER_TILES, "river")), ...copies(RIVER_TILES, "river-lake"), ...land];
    const options = { farmers: true, river: true, innsCathedrals: true, firstSeat: 0 };
    const parsed = carcassonne.parseOptions(options);
    if (isRuleError(parsed)) throw new Error(parsed.message);
    const start = carcassonne.setup(2, parsed, "unused", { deck });
    if (isRuleError(start)) throw new Error(start.message);
    const actions: { seat: number; action: ReturnType<typeof carcassonne.legalActions>[number] }[] = [];
    let s = start;
    while (carcassonne.toAct(s).length > 0) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat);
      // prefer a large meeple now and then, so the match shows one
      const action = legal.find((a) => a.type === "meeple" && a.big && rand.int(3) === 0) ?? legal[rand.int(legal.length)]!;
      const out = carcassonne.apply(s, seat, action);
      if (isRuleError(out)) throw new Error(out.message);
      actions.push({ seat, action });
      s = out.state;
    }
    const expected = carcassonne.result(s),
      final = carcassonne.view(s, null);
    expect(actions.some(({ action }) => action.type === "meeple" && action.big)).toBe(true);

    const { id, tokens } = await createMatch(2, options, deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    const spectator = await TestSocket.join(id);
    expect((spectator.view as CarcView).board[0]!.tile).toBe("river-spring");
    for (const { seat, action } of actions) {
      const answer = await paced(seats[seat]!, action);
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      if (answer.t === "patch") for (const sock of [...seats, spectator]) await sock.waitVersion(answer.v);
    }
    for (const sock of [...seats, spectator]) {
      const view = sock.view as CarcView;
      expect(view.finished).toBe(true);
      expect(view.scores).toEqual(expected.scores);
      expect(view.bigInSupply).toEqual(final.bigInSupply);
      expect(view.meeples).toEqual(final.meeples);
      const items = view.log.flatMap((r) => (r.key === "scored" ? [r.args.item] : []));
      expect(items).toEqual(expected.items);
    }
    for (const sock of [...seats, spectator]) sock.close();
  });
});
