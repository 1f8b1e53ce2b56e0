/**
 * Power kinds of the catalogue vocabulary that no catalogue tile uses yet (settle gainCredits / gainColonists /
 * gainVP, tradeConsume extraTrade, explore credits after the picks, a Rebel development for Rebel Freedom
 * Fighters' chip): this file loads a copy of catalogue.json with such powers added to a few developments, so a
 * future tile with one of these kinds is already proven to work. Timings per catalogue.json `vocabulary.timing`.
 */
import { describe, expect, it, vi } from "vitest";
import { emp, give, goodOn, newGame, play, select } from "./nf-helpers.ts";

vi.mock("../../../engine/newfrontiers/catalogue.json", async (importOriginal) => {
  const raw = structuredClone((await importOriginal<{ default: Record<string, unknown> }>()).default) as {
    developments: {
      fixedSmall: { id: string; keywords: string[]; powers: object[] }[];
      variableSmall: { faces: { id: string; powers: object[] }[] }[];
    };
  };
  const devs = [...raw.developments.fixedSmall, ...raw.developments.variableSmall.flatMap((s) => s.faces)] as {
    id: string;
    keywords?: string[];
    powers: object[];
  }[];
  const add = (id: string, power: object) =>
    devs.find((d) => d.id === id)?.powers.push({ provenance: "designed", summary: "test power", ...power });
  add("d-genetics-lab", { action: "settle", effect: "gainCredits", amount: 1 });
  add("d-homesteading-pioneers", { action: "settle", effect: "gainColonists", amount: 1 });
  add("d-contact-specialist", { action: "settle", effect: "gainCredits", amount: 1, timing: "afterEachSettle" });
  add("d-mining-industries", { action: "settle", effect: "gainColonists", amount: 1, timing: "afterEachSettle" });
  add("d-expeditionary-force", { action: "settle", effect: "gainVP", amount: 1 });
  add("d-export-duties", { action: "tradeConsume", effect: "extraTrade", amount: 1 });
  add("d-survey-team", { action: "explore", effect: "gainCredits", amount: 1, timing: "afterOwnPicks" });
  const marines = devs.find((d) => d.id === "d-space-marines");
  if (marines) marines.keywords = ["Rebel"];
  return { default: raw, ...raw }; // catalogue-data.ts imports the sections by name
});

const SPARE = "w-devolved-uplift-race";
const D7 = ["w-artist-settlement", "w-gem-world", "w-spice-world", "w-new-vinland", "w-comet-zone", "w-asteroid-belt", "w-empath-world"];

describe("vocabulary power kinds not yet on a catalogue tile", () => {
  it("settle gainCredits (default): +1 credit when Settle is resolved for the owner, before choosing", () => {
    const s = select(give(newGame(), 0, { developments: ["d-genetics-lab"], credits: 0, explored: [SPARE] }), "settle");
    expect(emp(s, 0).credits).toBe(1);
  });

  it("settle gainColonists (default): +1 colonist, usable for this Settle", () => {
    const s = select(
      give(newGame(), 1, { developments: ["d-homesteading-pioneers"], colonists: 0, credits: 0, explored: [SPARE] }),
      "settle",
    );
    expect(s.pending).toMatchObject({ kind: "settle", seat: 1 });
    const t = play(s, 1, { type: "settle", world: SPARE, method: "credits" });
    expect(emp(t, 1).colonies.map((c) => c.tile)).toContain(SPARE);
  });

  it("settle gainCredits / gainColonists (afterEachSettle): once per world settled, nothing when taking colonists", () => {
    let s = select(
      give(newGame(), 0, { developments: ["d-contact-specialist", "d-mining-industries"], credits: 0, colonists: 0, explored: [SPARE] }),
      "settle",
    );
    s = play(s, 0, { type: "settle", world: SPARE, method: "credits" });
    expect(emp(s, 0).credits).toBe(1);
    expect(emp(s, 0).colonists).toBe(1);
    let t = select(
      give(newGame(), 0, { developments: ["d-contact-specialist", "d-mining-industries"], credits: 0, colonists: 0, explored: [SPARE] }),
      "settle",
    );
    t = play(t, 0, { type: "colonists" });
    expect(emp(t, 0).credits).toBe(0);
    expect(emp(t, 0).colonists).toBe(3);
  });

  it("settle gainVP (default, no filter): +1 VP chip when Settle is resolved for the owner", () => {
    const s = select(give(newGame(), 0, { developments: ["d-expeditionary-force"], explored: [SPARE] }), "settle");
    expect(emp(s, 0).vpChips).toBe(1);
  });

  it("tradeConsume extraTrade: one more sale at the base price (trade bonuses only on the first)", () => {
    let s = give(newGame(), 0, {
      developments: ["d-export-duties"],
      credits: 0,
      colonies: [
        { tile: "w-asteroid-belt", good: "rare" },
        { tile: "w-empath-world", good: "genes" },
      ],
    });
    s = give(s, 0, { goods: { "h-ancient-race": null } });
    s = select(s, "tradeConsume");
    s = play(s, 0, { type: "sell", colony: "w-asteroid-belt" });
    expect(s.pending).toMatchObject({ kind: "trade", seat: 0 });
    s = play(s, 0, { type: "sell", colony: "w-empath-world" });
    expect(emp(s, 0).credits).toBe(2 + 1 + 3);
    expect(goodOn(s, 0, "w-empath-world")).toBeNull();
  });

  it("explore gainCredits (afterOwnPicks): +1 credit after the owner's pick", () => {
    let s = give(newGame(2, {}, [...D7, "w-rebel-miners"]), 1, { developments: ["d-survey-team"], credits: 0 });
    s = select(s, "explore");
    s = play(s, 0, { type: "pick", world: D7[0] as string });
    s = play(s, 1, { type: "pick", world: D7[1] as string });
    expect(emp(s, 1).credits).toBe(1);
  });

  it("develop gainVP (afterYouDevelop, Rebel filter): Rebel Freedom Fighters +1 chip for a Rebel development", () => {
    let s = select(give(newGame(), 0, { home: "h-rebel-freedom-fighters", credits: 5 }), "develop");
    s = play(s, 0, { type: "develop", tile: "d-space-marines" });
    expect(emp(s, 0).vpChips).toBe(1);
  });
});
