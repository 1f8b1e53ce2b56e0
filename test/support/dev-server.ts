/**
 * A real `wrangler dev` for the benchmarks (toolchain.md §2, §4); or, with `runtime: "miniflare"`, the Worker on
 * Miniflare alone (server-command.ts), which the server benchmarks time and the browser tests use: it starts
 * without wrangler's bundler and watcher, answers without its proxy, and serves `twins` (further copies of the
 * Worker with other bindings, each on its own port) from the same process.
 * - `buildClient(dir)` runs `vite build` into a temp directory (never into dist/client, so a `npm run dev` serving
 *   dist/client from this checkout is not disturbed).
 * - `startDevServer()` snapshots worker/, contract/, engine/ and the configs into a fresh temp directory (node_modules linked;
 *   the client build copied to its dist/client), then spawns the server there in its own process group on free
 *   127.0.0.1 ports, with fresh state, the offline environment variables and CI=true, and waits for every
 *   port's /api/health. Working on a snapshot means edits made during a run cannot make wrangler reload and drop every
 *   socket, and its .wrangler/ output never collides with a dev server running in the project itself.
 * - `stop()` sends SIGTERM to the whole group (SIGKILL after 5 s) and removes the temp directory. Servers still
 *   running when the process exits or gets SIGINT/SIGTERM are killed synchronously.
 * - `halt()` ends the process but keeps the directory, and `restart()` starts the server again on the same ports
 *   and state (a server going down and coming back, state kept); `signal("SIGSTOP")` freezes it.
 * Diagnostics go to stderr only (the benchmark prints JSON lines on stdout).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { MfWorker } from "./mf-serve.ts";
import { mfSpecPath, serverCommand, type ServerRuntime } from "./server-command.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const STARTUP_MS = 60_000;
const log = (msg: string) => process.stderr.write(`[dev-server] ${msg}\n`);
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** `vite build` of the client into `outDir` (absolute). Resolves with the wall time in ms. */
export function buildClient(outDir: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((res, rej) => {
    execFile(
      process.execPath,
      [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" }, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) rej(new Error(`vite build failed: ${err.message}\n${stdout}\n${stderr}`));
        else if (!existsSync(join(outDir, "index.html"))) rej(new Error(`vite build wrote no index.html to ${outDir}`));
        else res(performance.now() - t0);
      },
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => (port ? res(port) : rej(new Error("no free port"))));
    });
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface DevServerOptions {
  /** A built client (output of buildClient) to serve; without it the server has an empty assets directory. */
  clientDir?: string;
  /** TEST_HOOKS "1" (forced decks accepted). Default true. */
  testHooks?: boolean;
  /** Shown in diagnostics. */
  label?: string;
  /** Where the server's temp directory (app snapshot and its state) goes: default the OS temp dir. */
  parentDir?: string;
  runtime?: ServerRuntime; // what serves the Worker: wrangler dev (default) or Miniflare alone
  /** Secrets (a VAPID pair): the snapshot's .dev.vars for wrangler, Miniflare's bindings; never the project's own. */
  vars?: Record<string, string>;
  /** Miniflare only: more copies of the Worker in the same process, each on a free port of its own (`twinBases`). */
  twins?: { testHooks?: boolean; vars?: Record<string, string> }[];
}

export class DevServer {
  private stopped = false;
  private exited = false;
  private proc: ChildProcess;
  startupMs = 0;

  private constructor(
    proc: ChildProcess,
    readonly port: number,
    private readonly inspector: number,
    readonly dir: string,
    readonly label: string,
    private readonly testHooks: boolean,
    readonly runtime: ServerRuntime,
    private readonly twinPorts: readonly number[],
  ) {
    this.proc = proc;
    this.watch(proc);
  }

  /** The process group of the running server (wrangler or Miniflare's node, and its workerd). */
  get pgid(): number {
    return this.proc.pid!;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The twins' addresses, in the order of `DevServerOptions.twins`. */
  get twinBases(): string[] {
    return this.twinPorts.map((p) => `http://127.0.0.1:${p}`);
  }

  get logPath(): string {
    return join(this.dir, "wrangler.log");
  }

  private watch(proc: ChildProcess): void {
    this.exited = false;
    proc.once("exit", () => (this.exited = true));
  }

  /** Spawns the server (wrangler dev, or Miniflare alone) on the app snapshot in `dir`, its state in `dir`/state. */
  private static spawn(dir: string, port: number, inspector: number, testHooks: boolean, runtime: ServerRuntime): ChildProcess {
    const fd = openSync(join(dir, "wrangler.log"), "a");
    try {
      const args = serverCommand(ROOT, runtime, dir, port, inspector, testHooks);
      const proc = spawn(process.execPath, args, {
        cwd: join(dir, "app"),
        detached: true,
        stdio: ["ignore", fd, fd],
        env: {
          ...process.env,
          CI: "true",
          WRANGLER_SEND_METRICS: "false",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
          WRANGLER_HIDE_BANNER: "true",
          WRANGLER_SEND_ERROR_REPORTS: "false",
        },
      });
      if (proc.pid === undefined) throw new Error(`could not spawn ${runtime}`);
      return proc;
    } finally {
      closeSync(fd);
    }
  }

  static async start(opts: DevServerOptions = {}): Promise<DevServer> {
    const label = opts.label ?? "wrangler";
    const runtime = opts.runtime ?? "wrangler";
    const twins = opts.twins ?? [];
    if (twins.length && runtime !== "miniflare") throw new Error(`${label}: only Miniflare serves twins`);
    const [port, inspector] = [await freePort(), await freePort()];
    const twinPorts: number[] = [];
    for (const _ of twins) twinPorts.push(await freePort());
    const dir = mkdtempSync(join(opts.parentDir ?? tmpdir(), "meeplehall-dev-"));
    const app = join(dir, "app");
    let proc: ChildProcess;
    try {
      // the Worker draws a Carcassonne page's first board with the client's own tile art (worker/board-preview.ts)
      for (const d of ["worker", "contract", "engine", "client/src"]) cpSync(join(ROOT, d), join(app, d), { recursive: true });
      for (const f of ["wrangler.toml", "package.json", "tsconfig.json"]) cpSync(join(ROOT, f), join(app, f));
      symlinkSync(join(ROOT, "node_modules"), join(app, "node_modules"), "dir");
      if (runtime === "miniflare") {
        const workers: MfWorker[] = [
          { port, testHooks: opts.testHooks !== false, vars: opts.vars },
          ...twins.map((t, i) => ({ port: twinPorts[i]!, testHooks: t.testHooks !== false, vars: t.vars })),
        ];
        writeFileSync(mfSpecPath(dir), JSON.stringify({ workers }));
      } else if (opts.vars)
        writeFileSync(
          join(app, ".dev.vars"),
          Object.entries(opts.vars)
            .map(([k, v]) => `${k}=${JSON.stringify(v)}\n`)
            .join(""),
        );
      if (opts.clientDir) cpSync(opts.clientDir, join(app, "dist/client"), { recursive: true });
      else mkdirSync(join(app, "dist/client"), { recursive: true }); // wrangler refuses a missing assets directory
      proc = DevServer.spawn(dir, port, inspector, opts.testHooks !== false, runtime);
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      throw e;
    }
    const server = new DevServer(proc, port, inspector, dir, label, opts.testHooks !== false, runtime, twinPorts);
    running.add(server);
    await server.healthy();
    return server;
  }

  /** Waits for /api/health on every port (stops the server and throws when it does not come up). */
  private async healthy(): Promise<void> {
    const t0 = performance.now();
    try {
      for (const base of [this.base, ...this.twinBases])
        for (;;) {
          if (this.exited) throw new Error(`${this.label}: ${this.runtime} exited during start-up`);
          if (performance.now() - t0 > STARTUP_MS)
            throw new Error(`${this.label}: ${this.runtime} not healthy on ${base} after ${STARTUP_MS} ms`);
          try {
            const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
            if (r.ok) break;
          } catch {
            // not listening yet
          }
          await sleep(100);
        }
    } catch (e) {
      log(this.tail());
      await this.stop();
      throw e;
    }
    this.startupMs = performance.now() - t0;
    log(`${this.label} (pgid ${this.pgid}) healthy on ${this.base} after ${Math.round(this.startupMs)} ms`);
  }

  /** Sends a signal to the whole process group (SIGSTOP freezes the server with its sockets open). */
  signal(sig: NodeJS.Signals): void {
    try {
      process.kill(-this.pgid, sig);
    } catch {
      // group already gone
    }
  }

  /** Ends the process group — SIGTERM, SIGKILL after 5 s; or SIGKILL at once — keeping the directory and its state. */
  async halt(sig: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    this.signal(sig);
    let deadline = performance.now() + 5000;
    while (groupAlive(this.pgid) && performance.now() < deadline) await sleep(50);
    if (groupAlive(this.pgid)) {
      log(`${this.label}: process group ${this.pgid} survived ${sig}; sending SIGKILL`);
      this.signal("SIGKILL");
      deadline = performance.now() + 2000;
      while (groupAlive(this.pgid) && performance.now() < deadline) await sleep(50);
    }
    if (groupAlive(this.pgid)) log(`WARNING: ${this.label}: process group ${this.pgid} still alive`);
  }

  /** Starts the server again on the same ports with the same state, after `halt` (or halts it first). */
  async restart(): Promise<void> {
    if (groupAlive(this.pgid)) await this.halt();
    this.proc = DevServer.spawn(this.dir, this.port, this.inspector, this.testHooks, this.runtime);
    this.watch(this.proc);
    await this.healthy();
  }

  /** The last lines wrangler printed. */
  tail(lines = 40): string {
    try {
      return `${this.label} output:\n` + readFileSync(this.logPath, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return `${this.label}: no output`;
    }
  }

  /** SIGTERM to the whole group, SIGKILL after 5 s; then removes the temp directory. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.halt();
    rmSync(this.dir, { recursive: true, force: true });
    running.delete(this);
  }

  /** Last resort from exit/signal handlers: synchronous. */
  killSync(): void {
    if (this.stopped) return;
    this.stopped = true;
    try {
      process.kill(-this.pgid, "SIGTERM");
      const until = Date.now() + 1000;
      const pause = new Int32Array(new SharedArrayBuffer(4));
      while (groupAlive(this.pgid) && Date.now() < until) Atomics.wait(pause, 0, 0, 20);
      if (groupAlive(this.pgid)) process.kill(-this.pgid, "SIGKILL");
    } catch {
      // gone
    }
    try {
      rmSync(this.dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
    running.delete(this);
  }
}

const running = new Set<DevServer>();

const killAll = (): void => [...running].forEach((s) => s.killSync());

process.once("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  const onSignal = () => {
    killAll();
    // Keep the default behaviour (exit) unless someone else handles the signal too.
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
  };
  process.once(sig, onSignal);
}

/** A fresh temp directory (mkdtemp under the OS temp dir). */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
