/**
 * The attackers of the "Play for me" toggle flood (toggle-flood-bench.ts): seat 0's sockets, each toggling when its
 * slot comes and opened again whenever the server closes it, on one fixed schedule; and the frame counts they keep.
 */
import WebSocket from "ws";
import { asClient } from "../support/client-address.ts";
import { WAIT_MS, withTimeout } from "./bench-sockets.ts";

/** Each attacker's period: ≈ 9.5 frames/s, under RATE_PER_SECOND (10), so the per-socket limit never refuses them. */
export const TOGGLE_EVERY_MS = 105;

export type Counts = Map<string, number>;
export const bump = (m: Counts, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);
export const sum = (m: Counts) => [...m.values()].reduce((a, b) => a + b, 0);
export const merge = (ms: Counts[]) => ms.reduce((out, m) => (m.forEach((n, k) => bump(out, k, n)), out), new Map() as Counts);
export const record = (m: Counts) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));

/**
 * One of seat 0's sockets toggling "Play for me" when told (Toggles). A socket the server closes is opened again
 * (same address, same token) at its next turn, so the toggles keep coming whatever the server does.
 */
export class Attacker {
  sent = 0;
  opened = 0;
  /** Frames received by type; rejects as `reject:<code>`. */
  readonly frames: Counts = new Map();
  readonly closes: Counts = new Map();
  private ws: WebSocket | null = null;
  private welcomed = false;
  private welcome: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly address: string,
  ) {}

  /** Opens the socket and waits for its welcome (bounded). */
  open(): Promise<void> {
    const welcomed = new Promise<void>((res) => (this.welcome = res));
    this.reopen();
    return withTimeout(welcomed, WAIT_MS, "attacker welcome");
  }

  /** Sends one toggle if welcomed; a closed socket is opened again instead. */
  toggle(medium: boolean): void {
    const ws = this.ws;
    if (ws && ws.readyState === WebSocket.OPEN && this.welcomed) {
      ws.send(JSON.stringify({ t: "standIn", level: medium ? "medium" : null }));
      this.sent++;
    } else if (!ws || ws.readyState === WebSocket.CLOSED || ws.readyState === WebSocket.CLOSING) this.reopen();
  }

  private reopen(): void {
    const ws = new WebSocket(this.url, { perMessageDeflate: false, handshakeTimeout: WAIT_MS, headers: asClient(this.address) });
    this.ws = ws;
    this.welcomed = false;
    this.opened++;
    ws.on("open", () => ws.send(JSON.stringify({ t: "hello", token: this.token })));
    ws.on("message", (data: Buffer) => {
      const f = JSON.parse(data.toString("utf8")) as { t: string; code?: string };
      bump(this.frames, f.t === "reject" ? `reject:${String(f.code)}` : f.t);
      if (f.t === "welcome" && ws === this.ws) {
        this.welcomed = true;
        this.welcome?.();
      }
    });
    ws.on("close", (code) => bump(this.closes, String(code)));
    ws.on("unexpected-response", (_req, res) => bump(this.closes, `http ${res.statusCode}`));
    ws.on("error", () => undefined); // counted by close / unexpected-response
  }

  /** Forgets what was counted so far (the warm-up's). */
  reset(): void {
    this.sent = 0;
    this.frames.clear();
    this.closes.clear();
  }

  stop(): void {
    this.ws?.terminate();
  }
}

/**
 * The attackers' one schedule: slot i (every TOGGLE_EVERY_MS / ATTACKERS from the start) is attacker i mod ATTACKERS'
 * turn, and each attacker alternates from its own first level ("medium" for even ones). Slots are fixed in time, not
 * chained timers: when this process runs late, a missed slot is skipped (counted) instead of shifting that socket's
 * phase, so the interleaving (and how many toggles change what is seen) does not drift with the bench's own load.
 */
export class Toggles {
  skipped = 0;
  private last = -1;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly attackers: Attacker[]) {
    const t0 = performance.now(),
      slotMs = TOGGLE_EVERY_MS / attackers.length;
    this.timer = setInterval(() => {
      const slot = Math.floor((performance.now() - t0) / slotMs);
      if (slot <= this.last) return;
      this.skipped += slot - this.last - 1;
      this.last = slot;
      const k = slot % attackers.length,
        turn = Math.floor(slot / attackers.length);
      attackers[k]!.toggle((turn + k) % 2 === 0);
    }, slotMs / 4);
  }

  /** Forgets what was counted so far (the warm-up's). */
  reset(): void {
    this.skipped = 0;
  }

  stop(): void {
    clearInterval(this.timer);
    for (const a of this.attackers) a.stop();
  }
}
