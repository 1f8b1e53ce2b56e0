/**
 * What a match stores: a full game of each kind — Carcassonne 2 players, Star Wars
 * 3, New Frontiers 4, default options — played over its seat sockets against the bench server, then the match's
 * test-only report (MatchStore.stats): the SQLite database's bytes, the action log and the snapshots (rows, JSON
 * text bytes) and how often a snapshot is taken. The match is created with a test-only seed, so the local engine
 * plays the very same game: seeded uniform random legal actions, every seat socket waiting for each version.
 */
import { findGame, type AnyGameModule } from "../../engine/index.ts";
import { choiceRng, playInPlace, startGame } from "./playout.ts";
import type { BenchLine } from "./engine-bench.ts";
import { connect, http, type Sock, WAIT_MS, withTimeout } from "./bench-sockets.ts";
import { matchReport } from "./server-report.ts";

const KINDS = [
  { game: "carcassonne", players: 2 },
  { game: "starwars", players: 3 },
  { game: "newfrontiers", players: 4 },
] as const;

/** A whole seeded random game played locally (the fast path equals `apply`: npm run differential): the actions with their seats. */
function localGame(game: AnyGameModule, players: number, seed: string): { seat: number; action: unknown }[] {
  const actions: { seat: number; action: unknown }[] = [];
  const state = game.scratch(startGame(game, players, {}, seed));
  playInPlace(game, state, choiceRng(seed), { label: `${game.id} ${seed}`, onAction: (seat, action) => actions.push({ seat, action }) });
  if (!game.result(state).finished) throw new Error(`${game.id}: the local game did not finish`);
  return actions;
}

/** Sends each action from its seat's socket and waits until every seat socket holds that version. */
async function playOver(seats: Sock[], actions: { seat: number; action: unknown }[]): Promise<void> {
  for (const [i, { seat, action }] of actions.entries()) {
    const version = i + 1;
    let remaining = seats.length;
    let done!: () => void, fail!: (e: Error) => void;
    const all = new Promise<void>((res, rej) => ((done = res), (fail = rej)));
    for (const s of seats)
      s.onPatch = (sock, v) => {
        if (v !== version) return fail(new Error(`${sock.label}: patch v${v} while waiting for v${version}`));
        sock.onPatch = null;
        if (--remaining === 0) done();
      };
    seats[seat]!.onReject = (f) => fail(new Error(`action ${version} (seat ${seat}) rejected: ${String(f.code)} ${String(f.message)}`));
    await seats[seat]!.send({ t: "act", id: `s${version}`, base: i, action });
    try {
      await withTimeout(all, WAIT_MS, `storage game: action ${version}`);
    } finally {
      for (const s of seats) (s.onPatch = null), (s.onReject = null);
    }
  }
}

export async function storageBenchmarks(base: string, common: Record<string, unknown>): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  for (const { game: id, players } of KINDS) {
    const game = findGame(id)!;
    const seed = `storage-${id}-${players}p`;
    const actions = localGame(game, players, seed);
    const made = await http<{ id: string }>(base, "POST", "/api/matches", { game: id, players, options: {}, seed });
    const seats: Sock[] = [];
    try {
      for (let seat = 0; seat < players; seat++) {
        const { token } = await http<{ token: string }>(base, "POST", `/api/matches/${made.id}/seats`, { seat, name: `Store ${seat + 1}` });
        seats.push(await connect(base, made.id, `${id}-seat${seat}`, token));
      }
      await playOver(seats, actions);
    } finally {
      for (const s of seats) s.close();
    }
    const { storage: st } = await matchReport(base, made.id, 0);
    if (st.actions !== actions.length) throw new Error(`${id}: ${st.actions} actions stored, ${actions.length} played`);
    lines.push({
      name: `server.match-storage.${id}-${players}p`,
      value: st.databaseBytes,
      unit: "bytes",
      setup: {
        ...common,
        game: id,
        players,
        options: "defaults",
        seed,
        choices: `seeded uniform random legal actions (choices:${seed})`,
        statistic: "SQLite database size of the match's Durable Object (sql.databaseSize) after the game's last action",
        actions: st.actions,
        actionLogTextBytes: st.actionBytes,
        actionTextBytesPerAction: Math.round(st.actionBytes / Math.max(1, st.actions)),
        snapshots: st.snapshots,
        snapshotTextBytesTotal: st.snapshotBytes,
        latestSnapshotBytes: st.latestSnapshotBytes,
        snapshotEvery: `every ${st.snapshotEvery} actions, at setup and at the game's end`,
      },
    });
  }
  return lines;
}
