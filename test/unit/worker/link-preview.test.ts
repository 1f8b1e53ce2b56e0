/**
 * Link previews name a match's options from the game's own lobby description (engine/<game>/lobby-options.ts),
 * the same one the lobby draws its checkboxes from: for every game, every option in effect is named, options
 * that are off are not.
 */
import { describe, expect, it } from "vitest";
import { games, isRuleError } from "../../../engine/index.ts";
import { previewText } from "../../../worker/link-preview.ts";
import type { MatchSummary } from "../../../contract/protocol.ts";

function summary(game: string, players: number, options: unknown): MatchSummary {
  const seats = Array.from({ length: players }, (_, seat) => ({
    seat,
    name: seat === 0 ? "Ana" : null,
    color: null,
    taken: seat === 0,
    online: false,
  }));
  return { id: "abcdefghjk", game, options, players, seats, status: "waiting", version: 0, createdAt: 0, rematch: null };
}

describe("link previews", () => {
  it("name every lobby option in effect, by the game's own description, and no option that is off", () => {
    for (const g of Object.values(games)) {
      const players = g.lobby.options.some((o) => o.players) ? g.lobby.options.find((o) => o.players)!.players![0]! : g.minPlayers;
      const on = g.parseOptions(
        g.lobby.encode?.(Object.fromEntries(g.lobby.options.map((o) => [o.key, true]))) ??
          Object.fromEntries(g.lobby.options.map((o) => [o.key, true])),
      );
      const off = g.parseOptions(g.lobby.encode?.({}) ?? {});
      if (isRuleError(on) || isRuleError(off)) throw new Error(g.id);
      const withAll = previewText(summary(g.id, players, on)).description;
      for (const o of g.lobby.options) expect(withAll, `${g.id} ${o.key}`).toContain(o.name);
      const withNone = previewText(summary(g.id, players, off)).description;
      for (const o of g.lobby.options.filter((x) => !x.initial)) expect(withNone, `${g.id} ${o.key}`).not.toContain(o.name);
    }
  });

  it("invite to the game by name with the free seats", () => {
    const t = previewText(summary("newfrontiers", 3, { setup: "later", goals: true }));
    expect(t.title).toBe("Join my New Frontiers game on Meeplehall");
    expect(t.description).toBe(
      "Players: Ana. 2 of 3 seats free — open the link to play, no account needed. With later game, Galactic Goals.",
    );
  });
});
