/**
 * The site's security headers as a browser meets them, against the e2e test server (client build with its
 * generated _headers, served by Miniflare's assets as by Cloudflare's): static files, the app shell for other
 * addresses and the Worker's pages carry the same rules (worker/security-headers.ts); /favicon.ico is an icon; the
 * app, a match page, the embed widget and the demo host page run in Chromium under the Content-Security-Policy
 * without one violation, their WebSocket included; a page of
 * another origin can frame /embed/:id but not /m/:id; the demo host page creates a match only when asked, once,
 * and reuses it on the next visit.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { APP_HEADERS, EMBED_HEADERS } from "../../worker/security-headers.ts";
import { freePort } from "../support/dev-server.ts";
import { createMatch } from "./seat-socket.ts";
import { pagePool } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
let host: Server;
let hostUrl = "";
let matchId = "";

beforeAll(async () => {
  matchId = await createMatch(base, { game: "carcassonne", players: 2 });
  const port = await freePort();
  host = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>another site</title>
      <iframe id="embed" src="${base}/embed/${matchId}" width="600" height="400"></iframe>
      <iframe id="match" src="${base}/m/${matchId}" width="600" height="400"></iframe>`);
  });
  await new Promise<void>((r) => host.listen(port, "127.0.0.1", r));
  hostUrl = `http://127.0.0.1:${port}/`;
});

afterAll(async () => {
  await pool.closeAll();
  await new Promise((r) => host?.close(r));
});

/** Records Content-Security-Policy violations the page reports (they also reach the console as errors). */
async function watchCsp(page: Page, into: string[]): Promise<void> {
  await page.exposeFunction("__cspViolation", (v: string) => into.push(v));
  await page.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (e) => __cspViolation(e.violatedDirective + " " + e.blockedURI));`,
  });
}

function expectHeaders(res: Response, want: Readonly<Record<string, string>>, what: string): void {
  for (const [name, value] of Object.entries(want)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe("security headers", () => {
  test("static files, the app shell for other addresses (404 unless a page) and the Worker's pages carry the rules; /embed/* alone may be framed", async () => {
    const index = await (await fetch(`${base}/`)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1];
    expect(script, "index.html loads its entry as a file").toBeTruthy();
    expect(index).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    // A match page's one script without src is its first view, a JSON data block, which is never run.
    const matchPage = await (await fetch(`${base}/m/${matchId}`)).text();
    expect(matchPage.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([`<script type="application/json" id="meeplehall-view">`]);
    for (const path of [
      "/",
      "/my",
      script!,
      "/favicon.ico",
      "/og.png",
      "/demo/embed.html",
      "/demo/embed.js",
      `/m/${matchId}`,
      "/api/health",
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expectHeaders(res, APP_HEADERS, path);
    }
    for (const path of [`/embed/${matchId}`, `/embed/${matchId}?parent=https%3A%2F%2Fblog.example`]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expectHeaders(res, EMBED_HEADERS, path);
      expect(res.headers.get("X-Frame-Options"), path).toBe(null);
    }
    for (const path of ["/m/23456789ab", "/some/deep/link"]) {
      const missing = await fetch(`${base}${path}`);
      expect(missing.status, path).toBe(404);
      expectHeaders(missing, APP_HEADERS, path);
      expect(await missing.text()).toContain(`<div id="root"></div>`);
    }
    expect(await (await fetch(`${base}/_headers`)).text()).not.toContain("Content-Security-Policy"); // parsed, not served
  });

  test("/favicon.ico is an icon, not the app's HTML", async () => {
    const res = await fetch(`${base}/favicon.ico`);
    expect(res.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // ICONDIR: reserved 0, type 1 (icon)
    expect(bytes[4]).toBeGreaterThanOrEqual(1);
  });

  test("the app, a match page and the widget run under the policy without a violation, WebSocket included", async () => {
    const violations: string[] = [];
    const page = await pool.open("csp");
    await watchCsp(page, violations);
    await page.goto(`${base}/`);
    await page.locator("[data-testid=play-bots-carcassonne]").waitFor();
    await page.goto(`${base}/m/${matchId}`);
    await page.locator("[data-testid=connection].open").waitFor({ timeout: 30_000 });
    await page.locator(".board .tile").first().waitFor();
    await page.goto(`${base}/embed/${matchId}`);
    await page.locator(".board .tile").first().waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
    expect(pool.errors).toEqual([]);
  });

  test("another site can frame the widget but not a match page", async () => {
    const page = await pool.open("framing host");
    await page.goto(hostUrl);
    await expect.poll(() => page.frames().length).toBe(3);
    const embed = page.frames().find((f) => f.url() === `${base}/embed/${matchId}`);
    expect(
      embed,
      page
        .frames()
        .map((f) => f.url())
        .join(" "),
    ).toBeTruthy();
    await embed!.locator(".board .tile").first().waitFor({ timeout: 30_000 });
    const match = page.frames().find((f) => f !== embed && f !== page.mainFrame())!;
    expect(match.url()).not.toBe(`${base}/m/${matchId}`); // Chromium shows its error page instead
    expect(await match.locator("#root").count()).toBe(0);
    pool.errors.length = 0; // the refused frame is reported on the console; that is the point here
  });
});

describe("the demo host page", () => {
  test("creates a match only on a click, once, and reuses it on the next visit", async () => {
    const violations: string[] = [];
    const page = await pool.open("demo");
    await watchCsp(page, violations);
    const creates: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/matches")) creates.push(r.url());
    });
    await page.goto(`${base}/demo/embed.html`);
    const start = page.getByRole("button", { name: "Start a demo match" });
    await start.waitFor();
    expect(creates).toEqual([]);
    expect(page.frames()).toHaveLength(1);
    await start.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("match")).toMatch(/^[a-z0-9]{10}$/);
    const id = new URL(page.url()).searchParams.get("match")!;
    expect(creates).toHaveLength(1);
    await expect.poll(() => page.locator("#events").textContent()).toContain(`"type":"ready"`);

    await page.goto(`${base}/demo/embed.html`);
    await expect.poll(() => new URL(page.url()).searchParams.get("match")).toBe(id);
    await expect.poll(() => page.locator("#events").textContent()).toContain(`"matchId":"${id}"`);
    expect(creates).toHaveLength(1);
    expect(violations).toEqual([]);
    expect(pool.errors).toEqual([]);
  });
});
