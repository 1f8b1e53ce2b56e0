/**
 * The unit files that change module state for their own run (vi.mock of a module, tile sets registered for the
 * test): vitest.config.ts runs them with a fresh module graph each ("unit-isolated"), the rest of the unit files
 * share one graph per worker. test/unit/isolation-list.test.ts keeps this list complete.
 */
export const UNIT_ISOLATED = [
  "test/unit/newfrontiers/powers-vocabulary.test.ts",
  "test/unit/carcassonne/placement-veto.test.ts",
  "test/unit/carcassonne/draw-groups.test.ts",
  "test/unit/carcassonne/module-slices.test.ts",
  "test/unit/carcassonne/edge-kinds.test.ts",
];

/** What makes a unit file change module state that the next file in its worker would see. */
export const CHANGES_MODULE_STATE = /\bvi\.(mock|doMock|hoisted)\(|\bregister[A-Z]\w*\(/;
