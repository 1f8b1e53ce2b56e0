/**
 * Bot thinking time inside workerd (the budget: hard ≤ 300 ms median and ≤ 800 ms p99 per decision, inside
 * workerd as well as in node; `npm run arena` measures node). A real `wrangler dev` (test/support/dev-server.ts,
 * TEST_HOOKS on) hosts 2-player Carcassonne matches (farmers, the full deck) of one person and a bot of a level;
 * the person's socket stays connected and hands its own seat to a bot of the same level ("play for me"), so bots
 * play both seats from the match's alarm exactly as in live play, pause included. After DECISIONS decisions (or the
 * game's end, if sooner) the socket leaves (the bots stop) and the match's test-only report gives each decision's time around
 * `chooseBotAction` (worker/match-bots.ts, workerd's performance.now: whole-millisecond steps). One JSON line per
 * level: `server.bot-think.<level>` = median ms, with p90, p99, max and n.
 *
 * Run: `npx tsx test/bench/bot-bench.ts` (hard: 120 decisions, most of a 2-player game, about 1.5 minutes; medium:
 * half a minute; the visible pause is 0.7 s per move).
 */
import { loadavg } from "node:os";
import { BOT_THINK_MS } from "../../worker/match-bots.ts";
import { TUNABLES } from "../../worker/tunables.ts";
import { DevServer } from "../support/dev-server.ts";
import type { BenchLine } from "./bench-line.ts";
import { connect, http, withTimeout } from "./bench-sockets.ts";
import { codeVersion, percentile, round3 } from "./bench-stats.ts";

const LEVELS = [
  { level: "hard", decisions: 120 },
  { level: "medium", decisions: 40 },
] as const;

async function thinkTimes(base: string, level: string, decisions: number): Promise<number[]> {
  const made = await http<{ id: string }>(base, "POST", "/api/matches", {
    game: "carcassonne",
    players: 2,
    options: {},
    bots: [{ seat: 1, level }],
  });
  const seat = await http<{ token: string }>(base, "POST", `/api/matches/${made.id}/seats`, { seat: 0, name: "Bench" });
  const person = await connect(base, made.id, "person", seat.token);
  try {
    await person.send({ t: "standIn", level });
    // DECISIONS moves, or the game's end if it comes first (a game of bots that place every meeple early has fewer
    // meeple steps, so fewer moves than that)
    let seen = 0,
      over = false;
    const moved = new Promise<void>((res) => {
      person.onPatch = () => void (++seen >= decisions && res());
      const poll = async (): Promise<void> => {
        for (;;) {
          await new Promise((r) => setTimeout(r, 1000));
          if (over) return;
          if ((await http<{ status: string }>(base, "GET", `/api/matches/${made.id}`)).status === "finished") return res();
        }
      };
      // a failed poll only leaves the moves to count (the timeout still bounds the wait)
      poll().catch((e: unknown) => over || console.error(`bot bench: polling the match failed: ${String(e)}`));
    });
    await withTimeout(moved, decisions * 5000, `${decisions} bot moves or the game's end`).finally(() => (over = true));
  } finally {
    person.close();
  }
  const report = await http<{ botThinkMs: number[] }>(base, "GET", `/api/matches/${made.id}/test/report?n=0`);
  return report.botThinkMs;
}

export async function botBenchmarks(onLine?: (l: BenchLine) => void): Promise<BenchLine[]> {
  const srv = await DevServer.start({ label: "bot bench" });
  const lines: BenchLine[] = [];
  try {
    for (const { level, decisions } of LEVELS) {
      const ms = await thinkTimes(srv.base, level, decisions);
      const line: BenchLine = {
        name: `server.bot-think.${level}`,
        value: round3(percentile(ms, 0.5)),
        unit: "ms",
        setup: {
          game: "carcassonne",
          players: 2,
          options: "defaults (farmers)",
          level,
          n: ms.length,
          p90: round3(percentile(ms, 0.9)),
          p99: round3(percentile(ms, 0.99)),
          max: round3(Math.max(...ms)),
          statistic:
            "ms per bot decision inside the Match Durable Object under wrangler dev (chooseBotAction from the seat's view; worker/match-bots.ts)",
          capMs: BOT_THINK_MS,
          pauseMs: TUNABLES.botPauseMs,
          clock: "workerd performance.now(), whole-ms steps",
          load1: round3(loadavg()[0]!),
          code: codeVersion(),
        },
      };
      lines.push(line);
      onLine?.(line);
    }
  } finally {
    await srv.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  botBenchmarks((l) => console.log(JSON.stringify(l))).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
