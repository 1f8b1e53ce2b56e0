/**
 * New Frontiers Galactic Goals in the reader's language: a goal's condition and reward composed from its structured
 * data (catalogue.json `goals`, measures as in `vocabulary.goalMeasures`), never from its English `summary`. The
 * goals are the optional rules of 002_5d0b817c3d65cbf4.txt ("Trazar Metas Galácticas", fichas de objetivo, tapete
 * de almacenamiento); how they score is engine/newfrontiers/scoring.ts (threshold: every part reached; most: the
 * highest value, at least the minimum, `tieVp` when tied). Goal names stay as printed. Switches over measures and
 * condition types end in a `never` check (tile-words.ts `unhandled`).
 */
import type { Goal, GoalCondition, GoalMeasure, PowerCategory } from "../../../../engine/newfrontiers/catalogue-types.ts";
import { ALL_TILES } from "../../../../engine/newfrontiers/catalogue-data.ts";
import { tt } from "./i18n-tiles/index.ts";
import { actionName, keywordName, mods, unhandled } from "./tile-words.ts";

/** "a, b and c" in the reader's language. */
function listAnd(items: readonly string[]): string {
  const last = items[items.length - 1];
  if (last === undefined || items.length === 1) return last ?? "";
  return tt("and", { a: items.slice(0, -1).join(", "), b: last });
}

function categoryName(c: PowerCategory): string {
  switch (c) {
    case "explore":
    case "develop":
    case "settle":
    case "produce":
      return actionName(c);
    case "trade":
      return tt("catTrade");
    case "consume":
      return tt("catConsume");
    default:
      return unhandled(c);
  }
}

/** Worlds whose goods kind their owner chooses (the Alien Oort Cloud Factory): each counts as one kind of that choice. */
const VARIABLE_KIND = ALL_TILES.filter((t) => t.tileType !== "development" && t.kind === "variable").map((t) => t.name);

function withVariableKinds(text: string): string {
  return VARIABLE_KIND.length ? tt("goalVariableKind", { text, name: listAnd(VARIABLE_KIND) }) : text;
}

/** What a threshold asks for: "at least 3 Alien tiles". */
function atLeastText(m: GoalMeasure, n: number): string {
  switch (m.count) {
    case "distinctKeywordsAmongTiles":
      return tt("atLeastKeywords", { n, list: m.keywords.map(keywordName).join(", ") });
    case "goodsOnStockpile":
      return tt("atLeastStockpiledGoods", { n });
    case "creditsOnStockpile":
      return tt("atLeastStockpiledCredits", { n });
    case "vpChipValue":
      return tt("atLeastVpChips", { n });
    case "goodKindsAmongColonies":
      return withVariableKinds(tt("atLeastGoodKinds", { n }));
    case "militaryTotal":
      return tt("atLeastMilitary", { n });
    case "tiles":
      return tt("atLeastTiles", { n, ...mods(m.filter, n !== 1) });
    case "colonies":
      return tt("atLeastColonies", { n, ...mods(m.filter, n !== 1) });
    case "powerCategories": {
      const list = m.categories.map(categoryName).join(", ");
      return n >= m.categories.length ? tt("everyCategory", { list }) : tt("atLeastCategories", { n, list });
    }
    default:
      return unhandled(m);
  }
}

/** What a "most" goal compares: "the highest total military". */
function mostText(m: GoalMeasure): string {
  switch (m.count) {
    case "distinctKeywordsAmongTiles":
      return tt("mostKeywords", { list: m.keywords.map(keywordName).join(", ") });
    case "goodsOnStockpile":
      return tt("mostStockpiledGoods");
    case "creditsOnStockpile":
      return tt("mostStockpiledCredits");
    case "vpChipValue":
      return tt("mostVpChips");
    case "goodKindsAmongColonies":
      return withVariableKinds(tt("mostGoodKinds"));
    case "militaryTotal":
      return tt("mostMilitary");
    case "tiles":
      return tt("mostTiles", mods(m.filter, true));
    case "colonies":
      return tt("mostColonies", mods(m.filter, true));
    case "powerCategories":
      return tt("mostCategories", { list: m.categories.map(categoryName).join(", ") });
    default:
      return unhandled(m);
  }
}

function conditionText(c: GoalCondition): string {
  switch (c.type) {
    case "threshold":
      return "all" in c ? listAnd(c.all.map((p) => atLeastText(p.measure, p.atLeast))) : atLeastText(c.measure, c.atLeast);
    case "most":
      return tt("goalMost", { measure: mostText(c.measure), n: c.minimum });
    default:
      return unhandled(c);
  }
}

/** A goal's condition and reward as one line: "the highest total military (at least 6): 5 VP, 3 VP if tied". */
export function goalText(goal: Goal): string {
  const vp = (n: number) => tt("vp", { n, s: String(n) });
  const { vp: win, tieVp } = goal.reward;
  const reward = tieVp === undefined ? vp(win) : tt("goalTie", { vp: vp(win), tie: vp(tieVp) });
  return tt("goalLine", { condition: conditionText(goal.condition), reward });
}
