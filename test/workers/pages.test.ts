/**
 * What the Worker's own responses say besides their body: the security headers (worker/security-headers.ts) on API
 * answers, errors and pages, framing allowed only for /embed/*; match and embed pages answer 404 (still the app
 * shell) for a malformed id or one of no match; link previews take their absolute URLs from PUBLIC_ORIGIN and never
 * from a forged Host header; match and embed pages carry the match summary, preload its game's chunks and carry its
 * spectator view (never a seat's hand or token; page-match.test.ts checks its escaping); names are
 * cleaned of invisible and direction-changing characters when a seat is taken.
 * Any other address that is no static file gets the shell: 200 for the app's pages, 404 for the rest (a stand-in
 * without robots.txt shows what a missing file would answer).
 * The app shell comes from a stand-in assets binding: the workerd tests run without a client build.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../worker/index.ts";
import { APP_HEADERS, EMBED_HEADERS } from "../../worker/security-headers.ts";
import type { FirstView } from "../../worker/page-head.ts";
import type { MatchSummary } from "../../contract/protocol.ts";
import { randomForcedGame, Rand, shuffledDeck } from "./game-helpers.ts";
import { api, BASE, createMatch, TestSocket } from "./harness.ts";

const SHELL = `<!doctype html><html><head><title>Meeplehall</title></head><body><div id="root"></div></body></html>`;
const shellAssets = {
  fetch: async () => new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8", "X-Frame-Options": "SAMEORIGIN" } }),
};
const page = (path: string, extra: Partial<Env> = {}, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`${BASE}${path}`, { headers }), { ...env, ASSETS: shellAssets as unknown as Fetcher, ...extra });

function expectHeaders(res: Response, want: Readonly<Record<string, string>>, what: string): void {
  for (const [name, value] of Object.entries(want)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe("security headers", () => {
  it("refuse framing and sniffing on API answers, errors and match pages; the embed page may be framed by anyone", async () => {
    const { id } = await createMatch(2, {});
    const apiAnswers = [
      await exports.default.fetch(new Request(`${BASE}/api/health`)),
      await exports.default.fetch(new Request(`${BASE}/api/matches/${id}`)),
      await exports.default.fetch(new Request(`${BASE}/api/matches/zzzzzzzzzz`)),
      await exports.default.fetch(
        new Request(`${BASE}/api/matches`, { method: "POST", body: "x", headers: { "content-type": "text/plain" } }),
      ),
      await exports.default.fetch(new Request(`${BASE}/api/no-such-route`)),
    ];
    for (const res of apiAnswers) expectHeaders(res, APP_HEADERS, `${res.url} ${res.status}`);
    expect(APP_HEADERS["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(APP_HEADERS["Content-Security-Policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(APP_HEADERS["X-Frame-Options"]).toBe("DENY");
    expect(APP_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(APP_HEADERS["Referrer-Policy"]).toBe("no-referrer");

    for (const path of [`/m/${id}`, "/m/zzzzzzzzzz", "/m/NOT-AN-ID"]) expectHeaders(await page(path), APP_HEADERS, path);
    for (const path of [`/embed/${id}`, "/embed/zzzzzzzzzz"]) {
      const res = await page(path);
      expectHeaders(res, EMBED_HEADERS, path);
      expect(res.headers.get("X-Frame-Options"), path).toBe(null); // the shell's own value is removed
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    }
  });
});

describe("match and embed pages", () => {
  it("answer the app shell: 200 for a match, 404 for a malformed id or one of no match", async () => {
    const { id } = await createMatch(2, {});
    const cases: [string, number][] = [
      [`/m/${id}`, 200],
      [`/m/${id}/`, 200],
      [`/embed/${id}`, 200],
      [`/embed/${id}/`, 200],
      ["/m/23456789ab", 404],
      ["/embed/23456789ab", 404], // well-formed, never created
      ["/m/ABCDEFGHJK", 404],
      ["/m/short", 404],
      ["/m/", 404],
      [`/m/${id}/extra`, 404],
      ["/embed/..%2F..%2Fx", 404],
      ["/embed/", 404],
    ];
    for (const [path, status] of cases) {
      const res = await page(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      // the app shell; a Carcassonne match page's root also holds the picture of its board (worker/board-preview.ts)
      const html = await res.text();
      if (status === 200 && path.startsWith("/m/"))
        expect(html, path).toMatch(
          /<div id="root"><div id="board-preview" [^>]*aria-hidden="true">.*<g opacity="1" class="tile" data-tile="base-D">/s,
        );
      else expect(html, path).toContain(`<div id="root"></div>`);
    }
  });

  it("build link-preview URLs from PUBLIC_ORIGIN, never from the Host header", async () => {
    const { id } = await createMatch(2, {});
    const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
    const configured = await (
      await page(`/m/${id}?x="><script>`, { PUBLIC_ORIGIN: "https://meeplehall.example/ignored/path" }, forged)
    ).text();
    expect(configured).toContain(`<meta property="og:url" content="https://meeplehall.example/m/${id}">`);
    expect(configured).toContain(`<meta property="og:image" content="https://meeplehall.example/og.png">`);
    expect(configured).toContain(`<meta property="og:title" content="Watch Carcassonne live on Meeplehall">`);
    expect(configured).not.toContain("evil.example");
    expect(configured).not.toContain("<script>");
    for (const origin of [undefined, "", "not a url", "javascript:alert(1)", "ftp://meeplehall.example"]) {
      const html = await (await page(`/m/${id}`, { PUBLIC_ORIGIN: origin }, forged)).text();
      expect(html, String(origin)).toContain(`<meta property="og:title"`);
      expect(html, String(origin)).not.toMatch(/og:url|og:image|evil\.example|meeplehall\.test/);
    }
    expect(await (await page("/m/23456789ab", { PUBLIC_ORIGIN: "https://meeplehall.example" })).text()).not.toContain("og:");
  });
});

describe("other addresses", () => {
  it("a page of the app answers the shell with 200; an unknown address or a guide of no game, the shell with 404", async () => {
    const cases: [string, number][] = [
      ["/", 200],
      ["/my", 200],
      ["/learn/carcassonne", 200],
      ["/learn/starwars/", 200],
      ["/learn/newfrontiers", 200],
      ["/nope", 404],
      ["/learn/nope", 404],
      ["/learn/toString", 404],
      ["/my/x", 404],
      ["/some/deep/link", 404],
      ["/robots.txt", 404],
    ];
    for (const [path, status] of cases) {
      const res = await page(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain(`<div id="root"></div>`); // the app shows its not-found page
      expectHeaders(res, APP_HEADERS, path);
    }
  });
});

describe("match page head", () => {
  const table = {
    carcassonne: { scripts: ["/assets/board-ui-x.js", "/assets/geometry-y.js"], styles: [] },
    newfrontiers: { scripts: ["/assets/nf-ui-z.js"], styles: ["/assets/nf-ui-z.css"] },
  };
  const withTable = {
    fetch: async (req: Request) => (new URL(req.url).pathname === "/preload.json" ? Response.json(table) : shellAssets.fetch()),
  } as unknown as Fetcher;

  it("carries the match's summary and preloads its game's chunks (from the build's preload.json), no script", async () => {
    const { id } = await createMatch(2, {});
    for (const path of [`/m/${id}`, `/embed/${id}`]) {
      const html = await (await page(path, { ASSETS: withTable })).text();
      expect(html, path).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/board-ui-x.js"><link rel="modulepreload" crossorigin href="/assets/geometry-y.js">`,
      );
      expect(html, path).not.toContain("nf-ui");
      expect(html, path).not.toMatch(/<script(?![^>]*type="application\/json")/i); // a JSON data block is never run
      const meta = /<meta name="meeplehall-match" content="([^"]*)">/.exec(html);
      const summary = JSON.parse(
        meta![1]!
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&"),
      ) as MatchSummary;
      expect(summary).toMatchObject({ id, game: "carcassonne", players: 2 });
    }
    // Without a client build (the shell stand-in answers every path) the page still has its summary, no preloads.
    const bare = await (await page(`/m/${id}`)).text();
    expect(bare).toContain(`<meta name="meeplehall-match"`);
    expect(bare).not.toContain("modulepreload");
    // A page of no match names nothing.
    const none = await (await page("/m/23456789ab", { ASSETS: withTable })).text();
    expect(none).not.toMatch(/meeplehall-match|modulepreload/);
  });
});

describe("match page first view", () => {
  /** The page's data block, parsed as the client does (its text ends at the first `</script`, whatever the JSON). */
  const firstView = (html: string) =>
    JSON.parse(/<script type="application\/json" id="meeplehall-view">([\s\S]*?)<\/script/i.exec(html)![1]!) as FirstView;

  it("is the spectator view at the summary's version: no hand of hand-of-three, no token", { timeout: 20_000 }, async () => {
    const opts = { firstSeat: 0, handOfThree: true };
    const rand = new Rand("page-first-view");
    const deck = shuffledDeck(rand, 20);
    const { id, tokens } = await createMatch(2, opts, deck);
    const seats = await Promise.all(tokens.map((t) => TestSocket.join(id, t)));
    for (const { seat, action } of randomForcedGame(2, opts, deck, rand).steps.slice(0, 5)) {
      const answer = await seats[seat]!.act(action);
      expect(answer.t, JSON.stringify(answer)).toBe("patch");
      for (const s of seats) if (answer.t === "patch") await s.waitVersion(answer.v);
    }
    const spectator = await TestSocket.join(id);
    for (const path of [`/m/${id}`, `/embed/${id}`]) {
      const html = await (await page(path)).text();
      const first = firstView(html);
      expect(first).toEqual({ id, v: 5, view: spectator.view });
      expect(first.v).toBe(spectator.version);
      expect((first.view as { hand: unknown }).hand).toBeNull();
      for (const s of seats) expect((s.view as { hand: string[] }).hand.length, path).toBeGreaterThan(0); // the seats do hold hands
      for (const t of tokens) expect(html).not.toContain(t);
    }
    for (const s of [...seats, spectator]) s.close();
  });
});

describe("player names", () => {
  it("are NFC-normalised and lose direction overrides, zero-width and control characters; nothing visible is refused", async () => {
    const { json: made } = await api<{ id: string }>("POST", "/api/matches", { game: "carcassonne", players: 6 });
    const claim = (name: string) => api<{ seat: number; error?: string }>("POST", `/api/matches/${made.id}/seats`, { name });
    const cleaned: [string, string][] = [
      ["\u202Eevil\u202C Ana", "evil Ana"],
      ["A\u200Bn\u2060a\uFEFF", "Ana"],
      ["Jose\u0301", "José"],
      ["\u2066Bo\u2069\u200E", "Bo"],
      ["Cy\t\n  Dee", "Cy Dee"],
      ["👩\u200D💻 Eva", "👩\u200D💻 Eva"],
    ];
    for (const [raw, want] of cleaned) expect((await claim(raw)).status, JSON.stringify(raw)).toBe(201);
    const s = (await api<MatchSummary>("GET", `/api/matches/${made.id}`)).json;
    expect(s.seats.map((x) => x.name)).toEqual(cleaned.map(([, want]) => want));
    for (const raw of ["\u200B\u200E", "\u3164", " \u202E ", "\u0007", "😀".repeat(25)]) {
      const r = await api<{ error: string }>("POST", `/api/matches/${made.id}/seats`, { name: raw });
      expect(r.status, JSON.stringify(raw)).toBe(400);
      expect(r.json.error).toBe("bad-name");
    }
  });
});
