/**
 * The prices a view quotes for the deciding seat's choices are what `apply` then charges or pays: Develop with the
 * selector's −1 and Investment Credits' −1, Settle with Alpha Centauri's −1 on Rare worlds, a sale with Spice
 * World's +2 on Novelty goods; other seats get no quotes.
 */
import { describe, expect, it } from "vitest";
import { developmentById } from "../../../engine/newfrontiers/catalogue.ts";
import { nfView } from "../../../engine/newfrontiers/view.ts";
import { emp, give, newGame, play, select } from "./nf-helpers.ts";

describe("price quotes in the view", () => {
  it("Develop: printed cost minus the selector's 1 and cost reductions, and that is what is paid", () => {
    const s = select(give(newGame(), 0, { credits: 9, developments: ["d-investment-credits"] }), "develop");
    const printed = developmentById("d-space-marines")?.cost ?? 0;
    const v = nfView(s, 0);
    expect(v.quotes["develop:d-space-marines"]).toBe(Math.max(0, printed - 2));
    expect(nfView(s, 1).quotes).toEqual({});
    const t = play(s, 0, { type: "develop", tile: "d-space-marines" });
    expect(emp(t, 0).credits).toBe(9 - (v.quotes["develop:d-space-marines"] ?? NaN));
  });

  it("Settle: a Rare world's cost minus Alpha Centauri's reduction", () => {
    const s = select(give(newGame(), 0, { home: "h-alpha-centauri", credits: 5, explored: ["w-mining-world"] }), "settle");
    const v = nfView(s, 0);
    expect(v.quotes["settle:w-mining-world:credits"]).toBe(3 - 1);
    const t = play(s, 0, { type: "settle", world: "w-mining-world", method: "credits" });
    expect(emp(t, 0).credits).toBe(5 - 2);
  });

  it("Trade: a Novelty good's price plus Spice World's bonus", () => {
    const s = select(
      give(newGame(), 0, { credits: 0, colonies: [{ tile: "w-spice-world", good: "novelty" }], goods: { "h-ancient-race": null } }),
      "tradeConsume",
    );
    expect(s.pending).toMatchObject({ kind: "trade", seat: 0 });
    const v = nfView(s, 0);
    expect(v.quotes["sell:w-spice-world"]).toBe(1 + 2);
    const t = play(s, 0, { type: "sell", colony: "w-spice-world" });
    expect(t.log.filter((l) => l.seat === 0 && l.tile === "w-spice-world" && (l.credits ?? 0) > 0).map((l) => l.credits)).toEqual([3]);
  });
});
