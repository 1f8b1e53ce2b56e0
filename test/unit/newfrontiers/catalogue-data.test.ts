// The schema-free catalogue module (engine/newfrontiers/catalogue-data.ts) that the engine and the client share:
// its objects are the ones the engine validated (catalogue.ts) and pass the schema here too, its lookups agree with
// the catalogue, and neither it nor any New Frontiers client module pulls valibot or a schema in at run time (type-only imports
// are erased, so they are not followed), which keeps the client's New Frontiers chunk free of them.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import raw from "../../../engine/newfrontiers/catalogue.json";
import { CATALOGUE, parseCatalogue, tileById } from "../../../engine/newfrontiers/catalogue.ts";
import {
  actionInfo,
  CATALOGUE_DATA,
  devOf,
  goalOf,
  powerOf,
  PROVENANCE_LEGEND,
  tileName,
  tileOf,
  TRADE_PRICES,
} from "../../../engine/newfrontiers/catalogue-data.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

/** Files reachable from `file` through imports that stay at run time (not `import type`), and bare packages. */
function runtimeClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !/\.tsx?$/.test(file)) return seen;
  seen.add(file);
  const r = parseSync(file, readFileSync(file, "utf8"), { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
  const specs = [
    ...r.module.staticImports.filter((i) => i.entries.length === 0 || i.entries.some((e) => !e.isType)).map((i) => i.moduleRequest.value),
    ...r.module.staticExports.flatMap((e) =>
      e.entries.filter((x) => !x.isType && x.moduleRequest).map((x) => x.moduleRequest?.value ?? ""),
    ),
  ];
  for (const spec of specs) {
    if (!spec.startsWith(".")) seen.add(spec);
    else runtimeClosure(resolve(dirname(file), spec), seen);
  }
  return seen;
}

const forbidden = (files: Set<string>) =>
  [...files].filter((f) => f === "valibot" || /newfrontiers\/catalogue(-schema.*|-checks)?\.ts$/.test(f));

describe("catalogue-data.ts", () => {
  it("holds the very objects the engine validated, and they pass the schema", () => {
    expect(CATALOGUE.worlds).toBe(CATALOGUE_DATA.worlds);
    expect(CATALOGUE.developments).toBe(CATALOGUE_DATA.developments);
    expect(tileOf("w-gem-world")).toBe(tileById("w-gem-world"));
    expect(Object.isFrozen(CATALOGUE_DATA.worlds[0])).toBe(true);
    const r = parseCatalogue({ ...raw, ...CATALOGUE_DATA });
    expect(r.ok ? "" : r.message).toBe("");
  });

  it("looks up tiles, developments, goals, action tiles and powers", () => {
    expect(tileName("h-old-earth")).toBe("Old Earth");
    expect(tileName("w-no-such-world")).toBe("w-no-such-world");
    expect(devOf("d-space-marines")?.cost).toBeGreaterThan(0);
    expect(devOf("h-old-earth")).toBeUndefined();
    const goal = CATALOGUE.goals[0];
    expect(goal && goalOf(goal.id)).toBe(goal);
    expect(actionInfo("envoys").name).toBe("Send Diplomatic Envoys");
    expect(actionInfo("chartGoals")).toMatchObject({ name: "Chart Galactic Goals", provenance: "designed" });
    const marines = powerOf("d-space-marines#0");
    expect(marines?.tile.id).toBe("d-space-marines");
    expect(marines?.power).toBe(devOf("d-space-marines")?.powers[0]);
    expect(powerOf("d-space-marines#99")).toBeUndefined();
    expect(TRADE_PRICES.alien).toBe(CATALOGUE.tradePrices.alien);
    expect(Object.keys(PROVENANCE_LEGEND).sort()).toEqual(["adapted", "designed", "printed"]);
  });

  it("loads no valibot and no schema at run time, and neither does any New Frontiers client module", () => {
    const data = runtimeClosure(join(ROOT, "engine/newfrontiers/catalogue-data.ts"));
    expect(data.size).toBeGreaterThan(0);
    expect(forbidden(data)).toEqual([]);
    // The check can fail: the engine's validating module does load both.
    expect(forbidden(runtimeClosure(join(ROOT, "engine/newfrontiers/catalogue.ts"))).length).toBeGreaterThan(1);
    const clientNf = join(ROOT, "client/src/games/newfrontiers");
    const client = new Set<string>();
    for (const f of readdirSync(clientNf, { recursive: true, encoding: "utf8" }))
      if (/\.tsx?$/.test(f)) runtimeClosure(join(clientNf, f), client);
    expect(client.has(join(ROOT, "engine/newfrontiers/catalogue-data.ts"))).toBe(true);
    expect(forbidden(client)).toEqual([]);
  });
});
