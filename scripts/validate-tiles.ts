/**
 * `npm run validate-tiles`: checks the Carcassonne Star Wars tile set (scripts/tile-check.ts), prints its statistics
 * and every problem, and how the river sets play out (scripts/river-check.ts: a river tile set aside, a river left
 * open); exit 1 on any problem. Every Carcassonne set's structure is checked by test/unit/carcassonne/tiles.test.ts.
 */
import { STAR_WARS_TILE_STATUS, STAR_WARS_TILES } from "../engine/carcassonne/star-wars/tiles-star-wars.ts";
import { checkRiver } from "./river-check.ts";
import { checkTileSet, FACTIONS, SYMBOL_KINDS } from "./tile-check.ts";

const { problems, stats } = checkTileSet(STAR_WARS_TILES);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const label = { route: "trade routes", enclosure: "asteroid fields", center: "planets" } as const;

const lines = [
  `Carcassonne Star Wars tiles (${STAR_WARS_TILE_STATUS})`,
  `  ${stats.tiles} tiles in ${stats.kinds} kinds; start tile: ${stats.startKinds.join(", ") || "none"}`,
  `  features (copies): ${SYMBOL_KINDS.map((k) => `${label[k]} ${stats.featuresByKind[k]}`).join(", ")}`,
  `  tiles showing: ${SYMBOL_KINDS.map((k) => `${label[k]} ${stats.tilesWith[k]}`).join(", ")}`,
  `  planets: ${stats.planets.tiles} tiles (${stats.planets.kinds} kinds); alone ${stats.planets.alone}, with a trade route ${stats.planets.withRoute}, with an asteroid field ${stats.planets.withEnclosure}`,
  `    ${stats.planets.names.join(", ")}`,
  `  intersection tiles ${stats.junctionTiles}; 3/4-edge asteroid tiles ${stats.bigEnclosureTiles}`,
  `  caps (single-edge ends): routes ${stats.routeCaps} (base ${stats.referenceRouteCaps}), asteroid fields ${stats.enclosureCaps} (base ${stats.referenceEnclosureCaps})`,
  `  edges: open space ${stats.edgesByLetter.o} (${pct(stats.edgeShares.o)}), route ${stats.edgesByLetter.r} (${pct(stats.edgeShares.r)}), asteroid ${stats.edgesByLetter.e} (${pct(stats.edgeShares.e)})`,
  `  base game shares: field ${pct(stats.referenceEdgeShares.o)}, road ${pct(stats.referenceEdgeShares.r)}, city ${pct(stats.referenceEdgeShares.e)}`,
  `  faction symbols (tile copies):`,
  ...FACTIONS.map(
    (f) =>
      `    ${f.padEnd(7)} ${SYMBOL_KINDS.map((k) => `${label[k]} ${stats.symbols[f][k]}`).join(", ")} — total ${stats.symbolsByFaction[f]}`,
  ),
  `  placement simulation: ${stats.placement.seeds} seeds, average ${stats.placement.average.toFixed(2)} / min ${stats.placement.min} of ${stats.placement.toPlace} tiles placed`,
];
const left = Object.entries(stats.placement.leftOver);
if (left.length) lines.push(`    left over (sum over seeds): ${left.map(([id, n]) => `${id} ×${n}`).join(", ")}`);
for (const rivers of [
  { river: true, river2: false },
  { river: false, river2: true },
  { river: true, river2: true },
]) {
  const r = checkRiver(rivers);
  lines.push(
    `${r.rivers}: ${r.seeds} seeds placed at random; river tiles set aside ${r.discarded} (in ${r.seedsWithDiscards} seeds); river closed when the land tiles began in ${r.closed} seeds`,
  );
}
console.log(lines.join("\n"));
if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exit(1);
}
console.log("\nno problems");
