/**
 * `npm run arena`: bots play each other on the real engine and one JSON line per pairing goes to
 * stdout: `{ name: "arena.<game>.<players>p.<A>-vs-<B>", value: A's win rate (ties half), ci95: Wilson [lo, hi],
 * games, msPerDecision: { p50, p99 } of A's decisions, setup }`. Seats rotate (A sits at seat g mod players in
 * game g, seat 0 always starts), seeds are fixed (`arena:<name>:<g>`), every other seat is B. `ARENA_GAMES=N`
 * sets the games per pairing (default 4, a few minutes in all); `ARENA_ONLY=text` runs the pairings whose name
 * contains it; `ARENA_SEED=text` plays another fixed set of seeds (`arena:<text>:<name>:<g>`). Progress goes to
 * stderr.
 */
import { hasBots } from "../../engine/bots.ts";
import type { BotKind } from "../../engine/core/bot.ts";
import { importBundled } from "./bundled.ts";
import { wilson, winRate, winShare } from "./arena-stats.ts";
import { percentile, round3 } from "./bench-stats.ts";

interface Pairing {
  game: string;
  /** The name's game part (a variant gets its own). */
  label: string;
  players: number;
  options: Record<string, unknown>;
  a: BotKind;
  b: BotKind;
}

const FARMERS = { farmers: true };
const PAIRINGS: Pairing[] = [
  { game: "carcassonne", label: "carcassonne", players: 2, options: FARMERS, a: "hard", b: "random" },
  { game: "carcassonne", label: "carcassonne", players: 2, options: FARMERS, a: "hard", b: "greedy" },
  { game: "carcassonne", label: "carcassonne", players: 2, options: FARMERS, a: "hard", b: "medium" },
  { game: "carcassonne", label: "carcassonne", players: 2, options: FARMERS, a: "greedy", b: "random" },
  { game: "carcassonne", label: "carcassonne-goldmines", players: 2, options: { ...FARMERS, goldMines: true }, a: "hard", b: "greedy" },
  { game: "carcassonne", label: "carcassonne-river", players: 2, options: { ...FARMERS, river: true }, a: "hard", b: "greedy" },
  { game: "carcassonne", label: "carcassonne-inns", players: 2, options: { ...FARMERS, innsCathedrals: true }, a: "hard", b: "greedy" },
  {
    game: "carcassonne",
    label: "carcassonne-river-inns",
    players: 2,
    options: { ...FARMERS, river: true, innsCathedrals: true },
    a: "hard",
    b: "greedy",
  },
  { game: "starwars", label: "starwars", players: 3, options: {}, a: "hard", b: "greedy" },
  { game: "newfrontiers", label: "newfrontiers", players: 2, options: {}, a: "hard", b: "random" },
  { game: "newfrontiers", label: "newfrontiers", players: 2, options: {}, a: "hard", b: "greedy" },
];

// the bots run from a bundle, as the Worker ships them (bundled.ts), so think times are those of the shipped code
const { playArenaGame } = await importBundled<typeof import("./arena-play.ts")>("test/bench/arena-play.ts");

const games = Number(process.env.ARENA_GAMES ?? 4);
if (!Number.isInteger(games) || games < 1) throw new Error("ARENA_GAMES must be a whole number of games, at least 1");
const only = process.env.ARENA_ONLY ?? "";
const seedSet = process.env.ARENA_SEED ? `${process.env.ARENA_SEED}:` : "";

for (const p of PAIRINGS) {
  const name = `arena.${p.label}.${p.players}p.${p.a}-vs-${p.b}`;
  if (!name.includes(only)) continue;
  if (!hasBots(p.game)) {
    console.error(`${name}: skipped, ${p.game} has no bots yet`);
    continue;
  }
  const shares: number[] = [],
    ms: number[] = [];
  const t0 = Date.now();
  for (let g = 0; g < games; g++) {
    const seatA = g % p.players;
    const kinds = Array.from({ length: p.players }, (_, seat) => (seat === seatA ? p.a : p.b));
    const r = playArenaGame(
      p.game,
      kinds,
      { ...p.options, ...(p.game === "newfrontiers" ? { order: kinds.map((_, i) => i) } : { firstSeat: 0 }) },
      `arena:${seedSet}${name}:${g}`,
    );
    shares.push(winShare(r.winners, seatA, r.sides));
    ms.push(...r.ms[seatA]!);
    console.error(`${name} game ${g + 1}/${games}: A at seat ${seatA}, scores ${r.scores.join("/")}, winners ${r.winners.join(",")}`);
  }
  const value = winRate(shares);
  const [lo, hi] = wilson(value, games);
  console.log(
    JSON.stringify({
      name,
      value: round3(value),
      ci95: [round3(lo), round3(hi)],
      games,
      msPerDecision: { p50: round3(percentile(ms, 0.5)), p99: round3(percentile(ms, 0.99)) },
      setup: {
        game: p.game,
        players: p.players,
        options: p.options,
        a: p.a,
        b: p.b,
        seatsRotated: true,
        seconds: Math.round((Date.now() - t0) / 1000),
      },
    }),
  );
}
