/**
 * The end conditions the New Frontiers info bar names (client/src/games/newfrontiers/ui/nf-prompt.ts
 * `endTriggerKeys`): every condition id the engine writes (found by reading engine/newfrontiers's `triggerEnd`
 * calls, so a new condition without a message fails here) reads in English and is translated in the three other
 * languages; ids are named in the order met, and an unknown id is left out rather than shown. A finished game's
 * view still carries the conditions that ended it, which the end screen names ("The game ended because: …").
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadLocale, setLocale } from "../../../client/src/i18n/i18n.ts";
import { nt } from "../../../client/src/games/newfrontiers/i18n/index.ts";
import { endTriggerKeys } from "../../../client/src/games/newfrontiers/ui/nf-prompt.ts";
import { CONFIGS, game, newGame, playout, Rand, settler, uniform, vpHungry } from "../newfrontiers/fuzz-helpers.ts";

/** Every condition id passed to triggerEnd in engine/newfrontiers. */
function engineTriggers(): string[] {
  const dir = join(import.meta.dirname, "../../../engine/newfrontiers");
  const ids = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ts"))) {
    for (const m of readFileSync(join(dir, f), "utf8").matchAll(/triggerEnd\(\w+, "([A-Za-z]+)"\)/g)) ids.add(m[1]!);
  }
  return [...ids].sort();
}

afterAll(() => setLocale("en"));

describe("end conditions in the info bar", () => {
  it("finds the engine's four end conditions", () => {
    expect(engineTriggers()).toEqual(["colonies", "colonistSupply", "developmentSpaces", "vpPool"]);
  });

  it("names each in the order met and leaves an unknown id out", () => {
    expect(endTriggerKeys(["vpPool", "colonies", "somethingNew"])).toEqual(["endVp", "endColonies"]);
    expect(endTriggerKeys([])).toEqual([]);
  });

  const inLocale = async (l: "en" | "es" | "pl" | "ro") => {
    setLocale(l);
    await loadLocale(l);
    return endTriggerKeys(engineTriggers()).map((k) => nt(k));
  };

  it("reads every engine condition in English", async () => {
    expect(await inLocale("en")).toEqual([
      "more than 7 colonies",
      "colonist supply below 5",
      "developments cover more than 10 spaces",
      "VP pool empty",
    ]);
  });

  it.each(["es", "pl", "ro"] as const)("translates every engine condition in %s", async (l) => {
    const english = await inLocale("en");
    const texts = await inLocale(l);
    expect(texts).toHaveLength(english.length);
    for (const [i, text] of texts.entries()) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toBe(english[i]);
    }
  });

  it("a finished game's view names at least one condition met, one the end screen can say", () => {
    const runs = [
      playout(newGame(CONFIGS.find((c) => c.players === 2)!, "end-a"), "end-a", vpHungry, new Rand("end-a")).final,
      playout(newGame(CONFIGS.find((c) => c.players === 4)!, "end-b"), "end-b", settler, new Rand("end-b")).final,
      playout(newGame(CONFIGS.find((c) => c.players === 3)!, "end-c"), "end-c", uniform, new Rand("end-c")).final,
    ];
    for (const final of runs) {
      const v = game.view(final, 0);
      expect(v.finished).toBe(true);
      expect(endTriggerKeys(v.endTriggers).length).toBeGreaterThan(0);
    }
  });
});
