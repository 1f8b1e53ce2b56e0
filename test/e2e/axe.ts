/**
 * axe-core in the browser tests: evaluates axe's own source in a page (no network: read from node_modules) and
 * runs it there; `expectNoSeriousViolations(page, label)` fails with every serious or critical violation listed
 * (rule, impact, the elements' selectors and axe's summary) as a soft assertion — the test goes on, so one run lists every
 * page's violations —, so any page of any test can be checked in one line.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "vitest";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The part of axe's result the tests read. */
export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** What the page returns: axe's violations, cut down to the fields above (the page's objects stay in the page). */
const RUN = `axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({
  id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
})))`;

/** Runs axe on the whole page (its source evaluated once per document) and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // The site's CSP refuses inline scripts (addScriptTag); evaluating the source through the DevTools protocol is allowed.
  if (!(await page.evaluate<boolean>("typeof axe === 'object'"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeViolation[]>(RUN);
}

/** One line per violation, its first elements named: what a failing test prints. */
export function describeViolations(vs: readonly AxeViolation[]): string[] {
  return vs.map(
    (v) =>
      `${v.impact} ${v.id} (${v.help}): ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(" ")} — ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}`)
        .join(" | ")}${v.nodes.length > 4 ? ` … ${v.nodes.length} elements` : ""}`,
  );
}

/** Asserts axe finds no serious or critical violation on the page as it is now; `label` names the page in the failure. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect.soft(describeViolations(serious), `axe on ${label}`).toEqual([]);
}
