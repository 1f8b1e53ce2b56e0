/**
 * The decision panel for the two Produce choices added for the Alien Oort Cloud Factory's kind and the goods
 * shortage, on real engine views: one option per legal answer with a translatable label, the prompt for the
 * deciding seat and for the other seat (with the scarce kind and how many goods are left).
 */
import { describe, expect, it } from "vitest";
import { choiceGroups } from "../../../client/src/games/newfrontiers/ui/nf-choices.ts";
import { promptFor } from "../../../client/src/games/newfrontiers/ui/nf-prompt.ts";
import { newFrontiers as g } from "../../../engine/newfrontiers/game.ts";
import { give, newGame, select } from "../newfrontiers/nf-helpers.ts";

const names = (seat: number) => ["Ana", "Bo"][seat]!;

describe("Produce choices in the decision panel", () => {
  it("the Oort Cloud's kind: one option per kind that counts, on the Oort Cloud's card", () => {
    const s = select(
      give(newGame(), 1, {
        credits: 0,
        developments: ["d-imperium-war-profiteers", "d-pan-galactic-league"],
        colonies: [{ tile: "w-alien-oort-cloud-factory", good: "genes" }],
      }),
      "produce",
    );
    const v = g.view(s, 1);
    const groups = choiceGroups(v);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.tile).toBe("w-alien-oort-cloud-factory");
    expect(groups[0]!.options.map((o) => o.parts)).toEqual([
      [{ key: "setKind", args: { kind: "rare" } }],
      [{ key: "setKind", args: { kind: "genes" } }],
    ]);
    expect(groups[0]!.options.map((o) => o.action)).toEqual(v.choices);
    expect(promptFor(v, names).label).toEqual({ key: "doOortKind", args: { name: "Bo" } });
    expect(promptFor(g.view(s, 0), names)).toEqual({ mine: false, label: { key: "waitOortKind", args: { name: "Bo" } } });
  });

  it("a goods shortage: one 'produce here' option per colony, and the prompt names the kind and what is left", () => {
    const s0 = give(newGame(), 1, { credits: 0, colonies: ["w-comet-zone", "w-mining-world"] });
    s0.goodsSupply.rare = 1;
    const s = select(s0, "produce");
    const v = g.view(s, 1);
    const groups = choiceGroups(v);
    expect(groups.map((gr) => gr.tile)).toEqual(["w-comet-zone", "w-mining-world"]);
    expect(groups.flatMap((gr) => gr.options.map((o) => o.parts[0]!.key))).toEqual(["produceHere", "produceHere"]);
    expect(promptFor(v, names).label).toEqual({ key: "doShortage", args: { name: "Bo", kind: "rare", n: 1 } });
    expect(promptFor(g.view(s, null), names).label).toEqual({ key: "waitShortage", args: { name: "Bo", kind: "rare", n: 1 } });
  });
});
