// Honesty of the New Frontiers catalogue validation: copies of catalogue.json with an unknown power effect, timing,
// filter key, count, condition, field, vocabulary entry or reference, or a missing provenance, are rejected with a
// message naming the item (tile, goal) and the bad value. The loader is engine/newfrontiers/catalogue.ts.
import { describe, expect, it } from "vitest";
import raw from "../../../engine/newfrontiers/catalogue.json";
import { parseCatalogue } from "../../../engine/newfrontiers/catalogue.ts";

/** A fresh mutable copy of the raw JSON. */
const copy = () => structuredClone(raw) as any;

describe("New Frontiers catalogue: broken copies are rejected, naming the item", () => {
  function rejects(mutate: (c: any) => void): string {
    const c = copy();
    mutate(c);
    const r = parseCatalogue(c);
    expect(r.ok).toBe(false);
    return r.ok ? "" : r.message;
  }

  it("an unknown power effect", () => {
    const m = rejects((c) => (c.worlds[3].powers[0].effect = "teleport"));
    expect(m).toContain("w-gem-world");
    expect(m).toContain('"teleport"');
  });

  it("an unknown effect in any tile of any group (first power of every tile with powers)", () => {
    const lists: [string, (c: any) => any[]][] = [
      ["worlds", (c) => c.worlds],
      ["homeColonies", (c) => c.homeColonies],
      ["fixedSmall", (c) => c.developments.fixedSmall],
      ["variableSmall", (c) => c.developments.variableSmall.flatMap((s: any) => s.faces)],
      ["large", (c) => c.developments.large.flatMap((t: any) => t.faces)],
    ];
    for (const [, get] of lists)
      get(copy()).forEach((tile, i) => {
        if (tile.powers.length === 0) return;
        const m = rejects((c) => (get(c)[i].powers[0].effect = "teleport"));
        expect(m).toContain(tile.id);
        expect(m).toContain("teleport");
      });
  });

  it("an effect that exists but not for that action", () => {
    const m = rejects((c) => (c.worlds[3].powers[0].effect = "military"));
    expect(m).toMatch(/w-gem-world.*"military" for action produce/);
  });

  it("an unknown timing", () => {
    const m = rejects((c) => (c.worlds[2].powers[0].timing = "whenever"));
    expect(m).toContain("w-imperium-survey-hq");
    expect(m).toContain('"whenever"');
  });

  it("an unknown filter key", () => {
    const m = rejects((c) => (c.developments.large[0].faces[0].powers[1].filter.colour = "cyan"));
    expect(m).toContain("d-free-trade-association");
    expect(m).toContain('unknown filter key "colour"');
  });

  it("a missing provenance on a tile and on a power", () => {
    const tile = rejects((c) => delete c.homeColonies[1].provenance);
    expect(tile).toContain("h-doomed-colony");
    expect(tile).toContain('"provenance"');
    const power = rejects((c) => delete c.developments.fixedSmall[0].powers[0].provenance);
    expect(power).toMatch(/d-space-marines.*powers\.0\.provenance/);
  });

  it("an unknown per count, condition key, goal measure, power field and unknown power in notInCatalogue", () => {
    expect(rejects((c) => (c.developments.large[0].faces[0].endgameBonus.lines[0].per.count = "planets"))).toMatch(
      /d-free-trade-association.*"planets"/,
    );
    const withCondition = (c: any) => c.worlds.find((w: any) => w.id === "w-galactic-news-hub");
    const conditioned = (c: any) => withCondition(c).powers.find((p: any) => "condition" in p);
    expect(rejects((c) => (conditioned(c).condition = { producedLeast: "novelty" }))).toMatch(
      /w-galactic-news-hub.*unknown condition key "producedLeast"/,
    );
    expect(rejects((c) => (c.goals[4].condition.measure.count = "rebels"))).toMatch(/g-overlord-discoveries.*"rebels"/);
    expect(rejects((c) => (c.worlds[3].powers[0].perTurn = 1))).toMatch(/w-gem-world.*"perTurn"/);
    expect(rejects((c) => (c.notInCatalogue[0].powers[0].effect = "teleport"))).toMatch(/Rebel Lords.*"teleport"/);
  });

  it("a vocabulary the engine does not implement, and broken cross-references", () => {
    expect(rejects((c) => c.vocabulary.effects.settle.push("teleport"))).toContain('"teleport"');
    expect(rejects((c) => c.vocabulary.filterKeys.pop())).toContain("filter key");
    expect(rejects((c) => (c.developments.large[0].faces[0].endgameBonus.lines[2].per.name = "Nowhere"))).toMatch(
      /d-free-trade-association.*"Nowhere"/,
    );
    expect(rejects((c) => (c.worlds[0].source = ["S99"]))).toMatch(/w-devolved-uplift-race.*S99/);
    expect(rejects((c) => (c.worlds[0].colour = "brown"))).toContain("w-devolved-uplift-race");
  });
});
