/**
 * Reading a module's static imports with the parser vite ships (oxc) and resolving relative specifiers to files:
 * shared by the import-cycle check (test/unit/import-cycles.test.ts) and the first-chunk check
 * (test/unit/client/first-chunk.test.ts).
 */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseSync } from "vite";

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The specifiers a module imports or re-exports statically (import() excluded). Type-only ones are included
 * unless `valuesOnly`: then only those the bundle loads (a value import, or a bare `import "./x"`).
 */
export function staticSpecifiers(file: string, code: string, valuesOnly = false): string[] {
  const r = parseSync(file, code, { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
  if (r.errors.length > 0) throw new Error(`${file}: ${r.errors[0]?.message ?? "parse error"}`);
  const loaded = (entries: readonly { isType: boolean }[]) => !valuesOnly || entries.length === 0 || entries.some((e) => !e.isType);
  const imports = r.module.staticImports.filter((i) => loaded(i.entries)).map((i) => i.moduleRequest.value);
  const exports = r.module.staticExports.flatMap((e) =>
    e.entries.flatMap((x) => (x.moduleRequest && loaded([x]) ? [x.moduleRequest.value] : [])),
  );
  return [...imports, ...exports];
}

/** The file a relative specifier names, or undefined (package imports are not followed). */
export function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ""));
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}
