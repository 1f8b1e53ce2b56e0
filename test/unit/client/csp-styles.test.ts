/**
 * The client under the site's Content-Security-Policy (worker/security-headers.ts: `style-src 'self'`, no inline
 * styles): Solid applies a `style` whose value depends on something through the CSSOM, which CSP allows, but writes a
 * constant one (`style="…"`, or `style={{ … }}` of literals only) into its HTML template as a style attribute, which
 * the browser then refuses. So no component may carry a constant style; a class in the stylesheet does that job.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/dev-server.ts";

const LITERAL = String.raw`(?:"[^"]*"|'[^']*'|-?\d+(?:\.\d+)?)`;
const CONSTANT_STYLE = new RegExp(String.raw`\bstyle=(?:"|\{\{\s*(?:["'\w-]+\s*:\s*${LITERAL}\s*,?\s*)+\}\})`, "g");

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : [],
  );
}

describe("client components under the CSP", () => {
  it("set no constant inline style (it would be a refused style attribute)", () => {
    const found: string[] = [];
    for (const file of tsxFiles(join(ROOT, "client/src"))) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(CONSTANT_STYLE)) {
        const line = text.slice(0, m.index).split("\n").length;
        const inString = /`[^`]*$/.test(text.slice(text.lastIndexOf("\n", m.index) + 1, m.index)); // a snippet inside a template string
        if (!inString) found.push(`${relative(ROOT, file)}:${line}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
