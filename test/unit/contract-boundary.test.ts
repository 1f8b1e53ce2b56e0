/**
 * The one contract between the Worker and the client (contract/): worker/ imports nothing from client/, client/
 * imports nothing from worker/, both share what they must agree on through contract/, and contract/ itself uses no
 * Workers API and no DOM (the Worker, the client and the build in Node all load it) and imports neither side.
 * Every static import (type-only ones too) is read with the parser vite ships and resolved to its file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpecifier, staticSpecifiers } from "../support/import-graph.ts";

const ROOT = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each import of a file under `from` that resolves into one of `forbidden` (folders under the root), as "file → target". */
function crossings(from: string, forbidden: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(join(ROOT, from)))
    for (const spec of staticSpecifiers(file, readFileSync(file, "utf8"))) {
      const target = spec.startsWith(".") ? resolveSpecifier(file, spec) : undefined;
      if (target && forbidden.some((f) => target.startsWith(join(ROOT, f) + "/")))
        out.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    }
  return out;
}

describe("the contract between worker/ and client/", () => {
  it("worker/ imports nothing from client/", () => expect(crossings("worker", ["client"])).toEqual([]));
  it("client/ imports nothing from worker/", () => expect(crossings("client", ["worker"])).toEqual([]));
  it("contract/ imports neither side", () => expect(crossings("contract", ["client", "worker"])).toEqual([]));

  it("contract/ uses no Workers API and no DOM", () => {
    const banned =
      /\b(?:DurableObject\w*|WebSocketPair|caches|HTMLRewriter|document|window|navigator|localStorage|sessionStorage|HTMLElement|Element|cloudflare:\w+)\b/;
    const uses = sourceFiles(join(ROOT, "contract")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, ""), at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => banned.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(uses).toEqual([]);
  });
});
