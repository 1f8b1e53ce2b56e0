/**
 * Turns one saved benchmark run (a results file written by `npm run bench -- --save`, test/bench/bench-save.ts)
 * into docs/benchmarks.md: the template's prose with its placeholders filled from the run. Pure: text in, text out,
 * so the unit test renders a made-up run.
 *
 * Placeholders: `{{run}}` (when, which commit, the machine, and whether the run is complete), `{{table}}` (every
 * line: name, value, unit, target, pass), `{{file}}` (the results file's name), `{{value:<line>}}` (a line's value
 * and unit) and `{{setup:<line>:<key.path>}}` (one figure of a line's setup). A placeholder naming a line the run
 * does not hold renders as "not in this run", so a partial run still gives an honest page.
 */
import type { BenchLine } from "../test/bench/bench-line.ts";
import type { EndRecord, RunRecord } from "../test/bench/bench-save.ts";

export interface SavedRun {
  run: RunRecord | null;
  lines: BenchLine[];
  end: EndRecord | null;
}

export const MISSING = "*(not in this run)*";

/** Reads a results file's JSON Lines; a line that is neither a record nor a benchmark line is an error. */
export function parseResults(text: string): SavedRun {
  const out: SavedRun = { run: null, lines: [], end: null };
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "") return;
    const rec = JSON.parse(raw) as Record<string, unknown>;
    if (rec.record === "run") out.run = rec as unknown as RunRecord;
    else if (rec.record === "end") out.end = rec as unknown as EndRecord;
    else if (typeof rec.name === "string" && typeof rec.value === "number" && typeof rec.unit === "string")
      out.lines.push(rec as unknown as BenchLine);
    else throw new Error(`line ${i + 1}: neither a run/end record nor a benchmark line`);
  });
  return out;
}

/** A number as the doc prints it: grouped thousands, at most three decimals. */
export function formatNumber(x: number): string {
  return x.toLocaleString("en-US", { maximumFractionDigits: 3 });
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** Whether a line met its target: `pass`, or the client lines' `withinTarget`; empty when the line sets none. */
function passCell(setup: Record<string, unknown>): string {
  const pass = setup.pass ?? setup.withinTarget;
  return pass === true ? "yes" : pass === false ? "**no**" : "";
}

export function renderTable(lines: BenchLine[]): string {
  const rows = lines.map((l) => {
    const target = typeof l.setup.target === "string" ? l.setup.target : "";
    return `| \`${cell(l.name)}\` | ${formatNumber(l.value)} | ${cell(l.unit)} | ${cell(target)} | ${passCell(l.setup)} |`;
  });
  return ["| line | value | unit | target | pass |", "|---|---:|---|---|---|", ...rows].join("\n");
}

export function renderRun(saved: SavedRun, file: string): string {
  const { run, end, lines } = saved;
  if (!run) return `\`${file}\` has no run record: when and where it was measured is unknown. It holds ${lines.length} lines.`;
  const m = run.machine;
  const parts = [
    `Measured from ${run.startedAt.replace("T", " ").slice(0, 16)} UTC at commit \`${run.commit}\`${run.dirty ? " with uncommitted changes" : ""},`,
    `on ${m.cores} cores (${m.cpu}), ${m.platform}, node ${m.node}; load average ${m.loadavg.join(" / ")} (1 / 5 / 15 min) at the start`,
  ];
  if (end) parts[1] += `, ${end.loadavg.join(" / ")} at the end (${end.finishedAt.replace("T", " ").slice(0, 16)} UTC).`;
  else parts[1] += ".";
  const asked = run.groups.join(", ");
  if (!end)
    parts.push(
      `**A partial run:** the file has no end record (the run was stopped), so it holds only the ${lines.length} lines below, from the groups asked for (${asked}).`,
    );
  else {
    const notOk = Object.entries(end.groups).filter(([, s]) => s !== "ok");
    parts.push(
      notOk.length === 0
        ? `A complete run: every group (${asked}) finished, ${end.lines} lines.`
        : `**A partial run** of ${end.lines} lines: ${notOk.map(([g, s]) => `${g} ${s}`).join("; ")}.`,
    );
  }
  return `${parts.join(" ")} Source: \`docs/bench-results/${file}\`.`;
}

/** Reads `a.b.c` inside a line's setup; undefined when any step is missing. */
function at(obj: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function show(v: unknown): string {
  if (typeof v === "number") return formatNumber(v);
  if (v === undefined) return MISSING;
  return typeof v === "string" ? v : JSON.stringify(v);
}

export function renderDoc(template: string, saved: SavedRun, file: string): string {
  const byName = new Map(saved.lines.map((l) => [l.name, l]));
  const body = template
    .replace(/^<!--[\s\S]*?-->\n/, "")
    .replace(/\{\{run\}\}/g, () => renderRun(saved, file))
    .replace(/\{\{table\}\}/g, () => renderTable(saved.lines))
    .replace(/\{\{file\}\}/g, file)
    .replace(/\{\{value:([^}]+)\}\}/g, (_, name: string) => {
      const l = byName.get(name);
      return l ? `${formatNumber(l.value)} ${l.unit}` : MISSING;
    })
    .replace(/\{\{setup:([^:}]+):([^}]+)\}\}/g, (_, name: string, path: string) => show(at(byName.get(name)?.setup, path)));
  return `<!-- Generated by \`npm run bench:docs\` from docs/bench-results/${file}; edit scripts/benchmarks-template.md, not this file. -->\n${body}`;
}
