/**
 * What the New Frontiers catalogue schema cannot say on its own: cross-references (unique ids and names, source
 * keys, tiles named by bonus lines, powers and rules examples), kind/colour/goods agreement, the faces of each
 * double-sided development stack, and error messages that name the item (tile, goal, action) an issue is in.
 */
import type * as v from "valibot";
import type { Catalogue } from "./catalogue-types.ts";
import { tilesOf } from "./catalogue-data.ts";
import { KIND_COLOURS } from "./catalogue-vocabulary.ts";

/** What the items of each top-level section are called in messages. */
const SECTION_NOUNS: Readonly<Record<string, string>> = {
  worlds: "world",
  homeColonies: "home colony",
  developments: "development",
  goals: "goal",
  actions: "action",
  rulesExamples: "rules example",
  notInCatalogue: "tile",
};

/** "world w-gem-world", "action explore", `tile "Rebel Lords"`; undefined for values that are not items. */
function itemLabel(value: unknown, section: string): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const noun = SECTION_NOUNS[section] ?? section;
  if ("id" in value && typeof value.id === "string") return `${noun} ${value.id}`;
  if ("name" in value && typeof value.name === "string" && "provenance" in value) return `${noun} "${value.name}"`;
  return undefined;
}

/**
 * Valibot issues as one sentence, each naming the innermost item that holds the bad value and the path inside it:
 * `world w-gem-world (worlds.3): powers.0.effect: unknown power effect "teleport" for action produce (expected …)`.
 */
export function describeCatalogueIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path ?? [];
      const section = String(path[0]?.key ?? "");
      let start = 0;
      let label: string | undefined;
      path.forEach((p, i) => {
        const l = itemLabel(p.value, section);
        if (l !== undefined && p.origin === "value") {
          label = `${l} (${path
            .slice(0, i + 1)
            .map((q) => String(q.key))
            .join(".")})`;
          start = i + 1;
        }
      });
      const rest = path
        .slice(start)
        .map((p) => String(p.key))
        .join(".");
      return [label, rest, issue.message].filter((s) => s !== undefined && s !== "").join(": ");
    })
    .join("; ");
}

type Visit = (key: string, value: unknown, label: string) => void;

/** Calls visit(key, value, label) for every property below `value`, label = the innermost enclosing item. */
function walk(value: unknown, section: string, label: string, visit: Visit): void {
  if (Array.isArray(value)) {
    for (const x of value) walk(x, section, label, visit);
  } else if (typeof value === "object" && value !== null) {
    const here = itemLabel(value, section) ?? label;
    for (const [k, x] of Object.entries(value)) {
      visit(k, x, here);
      walk(x, section, here, visit);
    }
  }
}

/** walk() over every top-level section of the catalogue. */
function walkCatalogue(c: Catalogue, visit: Visit): void {
  for (const [section, value] of Object.entries(c)) walk(value, section, section, visit);
}

/** Problems the schema cannot see; [] when the catalogue is consistent. */
export function crossCheck(c: Catalogue): string[] {
  const problems: string[] = [];
  const tiles = tilesOf(c);
  const names = new Set<string>();
  const ids = new Set<string>();
  for (const item of [...tiles, ...c.goals, ...c.actions, ...c.rulesExamples]) {
    if (ids.has(item.id)) problems.push(`duplicate id ${item.id}`);
    ids.add(item.id);
  }
  for (const t of tiles) {
    if (names.has(t.name)) problems.push(`duplicate tile name "${t.name}" (${t.id})`);
    names.add(t.name);
    const prefix = { world: "w-", homeColony: "h-", development: "d-" }[t.tileType];
    if (!t.id.startsWith(prefix)) problems.push(`${t.tileType} ${t.id}: id must start with ${prefix}`);
    if (t.tileType !== "development") {
      if (t.colour !== KIND_COLOURS[t.kind])
        problems.push(`${t.tileType} ${t.id}: colour ${t.colour} does not match kind ${t.kind} (${KIND_COLOURS[t.kind]})`);
      if ((t.kind === "none") !== (t.goods === "none"))
        problems.push(`${t.tileType} ${t.id}: kind ${t.kind} with goods ${t.goods} (only grey tiles hold no goods)`);
    }
  }
  for (const g of c.goals) if (!g.id.startsWith("g-")) problems.push(`goal ${g.id}: id must start with g-`);
  for (const h of c.homeColonies) {
    const expected = h.goods === "windfall" && c.setup.homeColony.windfallHomeStartsWithGood;
    if (h.startsWithGood !== expected) problems.push(`homeColony ${h.id}: startsWithGood should be ${expected}`);
  }
  for (const stack of [...c.developments.variableSmall, ...c.developments.large]) {
    stack.faces.forEach((f, i) => {
      const face = i === 0 ? "A" : "B";
      if (f.slot !== stack.slot) problems.push(`development ${f.id}: slot ${f.slot} but it is a face of slot ${stack.slot}`);
      if (f.face !== face) problems.push(`development ${f.id}: face ${f.face} listed as face ${face} of slot ${stack.slot}`);
      if (f.firstGameFace !== (f.face === stack.firstGameFace))
        problems.push(`development ${f.id}: firstGameFace disagrees with slot ${stack.slot}'s firstGameFace`);
      if (f.copies !== stack.copies) problems.push(`development ${f.id}: ${f.copies} copies, slot ${stack.slot} has ${stack.copies}`);
    });
  }
  walkCatalogue(c, (key, value, label) => {
    if (key === "source" && Array.isArray(value))
      for (const s of value)
        if (typeof s !== "string" || !Object.hasOwn(c.sources, s)) problems.push(`${label}: unknown source ${String(s)}`);
    if (typeof value !== "object" || value === null) return;
    const name = "name" in value ? String(value.name) : "undefined";
    if (key === "per" && "count" in value && value.count === "namedTile" && !names.has(name))
      problems.push(`${label}: bonus or power counts a tile "${name}" that is not in the catalogue`);
    if (key === "extra" && "ifOwns" in value && typeof value.ifOwns === "string" && !names.has(value.ifOwns))
      problems.push(`${label}: extra names a tile "${value.ifOwns}" that is not in the catalogue`);
  });
  for (const ex of c.rulesExamples)
    for (const name of ex.setup.tiles)
      if (!names.has(name)) problems.push(`rules example ${ex.id}: tile "${name}" is not in the catalogue`);
  return problems;
}
