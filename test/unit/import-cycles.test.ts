// No import cycles in engine/, contract/, worker/ or client/src/: every static `import … from` and `export … from` (type-only
// ones included, since a type cycle still ties the modules' meanings together; dynamic import() excluded, it is
// how the client splits its lazy chunks) is read with the parser vite ships (oxc), relative specifiers are
// resolved to files (.ts, .tsx, .json, or without an extension), and every strongly connected component of more
// than one file (or a file importing itself) fails the test with one of its cycles spelled out file by file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpecifier, staticSpecifiers } from "../support/import-graph.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SCANNED = ["engine", "contract", "worker", "client/src"];

type Graph = Map<string, string[]>;

/** Every .ts/.tsx file under dir. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Tarjan's strongly connected components that hold a cycle: one cycle through each, and all its files. */
function findCycles(graph: Graph): { cycle: string[]; component: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: { cycle: string[]; component: string[] }[] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc = new Set<string>();
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      scc.add(w);
      if (w === v) break;
    }
    if (scc.size > 1 || (graph.get(v) ?? []).includes(v)) cycles.push({ cycle: cycleIn(graph, scc, v), component: [...scc].sort() });
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** One cycle through `start` inside a strongly connected component (breadth-first, so the shortest). */
function cycleIn(graph: Graph, scc: Set<string>, start: string): string[] {
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] ?? start;
    for (const w of graph.get(v) ?? []) {
      if (!scc.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = parent.get(v); p !== undefined; p = parent.get(p)) path.unshift(p);
        return [...path, start];
      }
      if (!parent.has(w) && w !== start) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe("import graph", () => {
  const files = SCANNED.flatMap((d) => sourceFiles(join(ROOT, d)));
  const unresolved: string[] = [];
  const graph: Graph = new Map(
    files.map((file) => {
      const targets = staticSpecifiers(file, readFileSync(file, "utf8"))
        .filter((spec) => spec.startsWith("."))
        .flatMap((spec) => {
          const target = resolveSpecifier(file, spec);
          if (target === undefined) unresolved.push(`${relative(ROOT, file)}: ${spec}`);
          return target === undefined ? [] : [target];
        });
      return [file, targets];
    }),
  );

  it("reads every module and resolves every relative import", () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    expect(unresolved).toEqual([]);
  });

  it("has no cycle in engine/, worker/ or client/src/", () => {
    const name = (f: string) => relative(ROOT, f);
    const cycles = findCycles(graph).map(
      ({ cycle, component }) =>
        `${cycle.map(name).join(" → ")}${component.length + 1 > cycle.length ? ` (all files of this cycle: ${component.map(name).join(", ")})` : ""}`,
    );
    expect(cycles).toEqual([]);
  });
});

describe("the cycle check itself", () => {
  it("reads static imports and re-exports, type-only included, and skips import()", () => {
    const code = [
      'import type { A } from "./a.ts";',
      'import "./side.ts";',
      'export * from "./b.ts";',
      'export type { C } from "./c.ts";',
      'const lazy = () => import("./lazy.ts");',
      '// import q from "./comment.ts"',
      "const s = \"import z from './string.ts'\";",
      'import data from "./data.json";',
    ].join("\n");
    expect(staticSpecifiers("x.ts", code).sort()).toEqual(["./a.ts", "./b.ts", "./c.ts", "./data.json", "./side.ts"]);
  });

  it("finds a cycle, names its files in order, and accepts a graph without one", () => {
    const g: Graph = new Map([
      ["flow", ["goals", "state"]],
      ["goals", ["trade"]],
      ["trade", ["flow"]],
      ["state", []],
      ["self", ["self"]],
    ]);
    expect(findCycles(g)).toEqual([
      { cycle: ["flow", "goals", "trade", "flow"], component: ["flow", "goals", "trade"] },
      { cycle: ["self", "self"], component: ["self"] },
    ]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
