/**
 * The server benchmarks' measured exchanges on one match ("table"): opening it with every seat and spectator
 * socket connected and checked against the local engine, paced pings (the bare DO echo), playing a scripted game
 * action by action until every socket holds each new version, and full-view snapshots. Sends are paced: one
 * measurement starts every PACE_MS at most, and every wait is bounded (WAIT_MS).
 */
import { sleep } from "../support/dev-server.ts";
import type { Script } from "./bench-games.ts";
import { connect, http, type PatchHook, type Sock, WAIT_MS, withTimeout } from "./bench-sockets.ts";

/** Start-to-start spacing of measured sends (pings and actions alike). */
export const PACE_MS = 60;
/** Spectators connect this many at a time. */
const SPECTATOR_BATCH = 20;

export interface Table {
  id: string;
  seats: Sock[];
  spectators: Sock[];
  all: Sock[];
}

/** Creates the scripted match (forced deck), seats a socket per player (kept frames) and `spectators` spectator
 *  sockets (the first keeps its frames), waits for presence to settle (the spectator count is coalesced: about a second) and checks the version-0 views. */
export async function openTable(base: string, script: Script, spectators: number, deflate = false): Promise<Table> {
  const made = await http<{ id: string }>(base, "POST", "/api/matches", {
    game: "carcassonne",
    players: script.players,
    options: script.options,
    deck: script.deck,
  });
  const tokens: string[] = [];
  for (let seat = 0; seat < script.players; seat++)
    tokens.push(
      (await http<{ seat: number; token: string }>(base, "POST", `/api/matches/${made.id}/seats`, { seat, name: `Bench ${seat + 1}` }))
        .token,
    );
  const seats: Sock[] = [];
  for (let seat = 0; seat < script.players; seat++) seats.push(await connect(base, made.id, `seat${seat}`, tokens[seat], true, deflate));
  const specs: Sock[] = [];
  for (let i = 0; i < spectators; i += SPECTATOR_BATCH) {
    const batch = [];
    for (let k = i; k < Math.min(spectators, i + SPECTATOR_BATCH); k++) batch.push(connect(base, made.id, `spec${k}`, undefined, k === 0));
    specs.push(...(await Promise.all(batch)));
  }
  const all = [...seats, ...specs];
  // Wait until every socket has been told the final spectator count.
  const t0 = performance.now();
  while (all.some((s) => s.spectatorsSeen !== spectators)) {
    if (performance.now() - t0 > WAIT_MS)
      throw new Error(`presence did not settle: ${all.filter((s) => s.spectatorsSeen !== spectators).length} sockets behind`);
    await sleep(20);
  }
  for (let a = 0; a < script.players; a++) {
    if (JSON.stringify(seats[a]!.welcome!.view) !== JSON.stringify(script.initialViews[a]))
      throw new Error(`seat ${a}: the server's version-0 view differs from the local engine's; the games would diverge`);
  }
  return { id: made.id, seats, spectators: specs, all };
}

export function closeTable(t: Table): void {
  for (const s of t.all) s.close();
}

/** Sequential paced pings over `socks` (round robin); round trips in ms. */
export async function echo(socks: Sock[], warmup: number, n: number): Promise<number[]> {
  const rtts: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const s = socks[i % socks.length]!;
    await s.spend();
    const pong = s.next((f) => f.t === "pong" && f.n === i, `pong ${i}`);
    const t0 = performance.now();
    s.ws.send(JSON.stringify({ t: "ping", n: i }));
    await pong;
    const rtt = performance.now() - t0;
    if (i >= warmup) rtts.push(rtt);
    await sleep(Math.max(0, PACE_MS - rtt));
  }
  return rtts;
}

export interface PlayResult {
  /** Send → the last socket of `table.all` has the patch, per action. */
  latency: number[];
  /** Send → the first socket has it. */
  first: number[];
  /** Bytes read from the network for every patch frame received by a seat socket. */
  seatWireBytes: number[];
  /** Bytes of every patch frame received by a seat socket. */
  seatPatchBytes: number[];
  spectatorPatchBytes: number[];
}

/** Sends each scripted action from its seat's socket; waits until every socket holds the new version. */
export async function play(table: Table, script: Script): Promise<PlayResult> {
  const out: PlayResult = { latency: [], first: [], seatWireBytes: [], seatPatchBytes: [], spectatorPatchBytes: [] };
  for (let i = 0; i < script.actions.length; i++) {
    const { seat, action } = script.actions[i]!;
    const actor = table.seats[seat]!;
    const version = i + 1;
    let remaining = table.all.length;
    let firstAt = 0;
    let done!: (at: number) => void;
    let fail!: (e: Error) => void;
    const all = new Promise<number>((res, rej) => ((done = res), (fail = rej)));
    const hook: PatchHook = (s, v, bytes, wire, at) => {
      if (v !== version) return fail(new Error(`${s.label}: got patch v${v} while waiting for v${version}`));
      s.onPatch = null;
      if (remaining === table.all.length) firstAt = at;
      if (s.welcome!.seat === null) out.spectatorPatchBytes.push(bytes);
      else {
        out.seatPatchBytes.push(bytes);
        out.seatWireBytes.push(wire);
      }
      if (--remaining === 0) done(at);
    };
    for (const s of table.all) s.onPatch = hook;
    actor.onReject = (f) => fail(new Error(`action ${version} (seat ${seat}) rejected: ${String(f.code)} ${String(f.message)}`));
    await actor.spend();
    const t0 = performance.now();
    actor.ws.send(JSON.stringify({ t: "act", id: `b${version}`, base: version - 1, action }));
    let end: number;
    try {
      end = await withTimeout(all, WAIT_MS, `action ${version}: ${remaining} of ${table.all.length} sockets still lack the patch`);
    } finally {
      actor.onReject = null;
      for (const s of table.all) s.onPatch = null;
    }
    const ms = end - t0;
    out.latency.push(ms);
    out.first.push(firstAt - t0);
    await sleep(Math.max(0, PACE_MS - ms));
  }
  return out;
}

/** Asks each seat socket for a snapshot and returns the full view sizes (bytes of the view JSON). */
export async function syncSizes(seats: Sock[]): Promise<number[]> {
  const sizes: number[] = [];
  for (const s of seats) {
    const snap = s.next((f) => f.t === "snapshot", "snapshot");
    await s.send({ t: "sync" });
    sizes.push(Buffer.byteLength(JSON.stringify((await snap).view)));
  }
  return sizes;
}
