/**
 * The "unit" project shares one module graph per worker (vitest.config.ts), so a file that mocks a module or
 * registers tile sets would leak that into the files after it. Such files must be in UNIT_ISOLATED, which runs each
 * with a fresh graph; and every entry there must still be such a file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../support/dev-server.ts";
import { CHANGES_MODULE_STATE, UNIT_ISOLATED } from "../support/unit-isolated.ts";

const unitFiles = readdirSync(join(ROOT, "test/unit"), { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => relative(ROOT, join(ROOT, "test/unit", f)));

test("every unit file that changes module state runs isolated, and only those", () => {
  const changing = unitFiles.filter((f) => CHANGES_MODULE_STATE.test(readFileSync(join(ROOT, f), "utf8"))).sort();
  expect(changing.length).toBeGreaterThan(0);
  expect(changing).toEqual([...UNIT_ISOLATED].sort());
});
