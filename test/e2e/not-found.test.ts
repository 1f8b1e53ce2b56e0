/**
 * Addresses that name no match, and the embed widget's privacy, in real Chromium:
 * - `/m/<well-formed id of no match>` shows the not-found page (link back to the lobby) and stops connecting: at
 *   most one WebSocket attempt in a span where partysocket's loop would have made several; a malformed id
 *   (`/m/abc`, `/embed/abc`) shows it at once and opens no socket at all; in Polish it is in Polish;
 * - any other address (`/nope`, `/learn/nope`) answers 404 with the not-found page, the app's pages 200, and
 *   `/robots.txt` is a real file keeping crawlers off /api/ and /embed/;
 * - `/embed/<id>#token=…` takes the seat and removes the fragment from the address bar;
 * - the widget posts its events only to a known parent origin: with `?parent=`, or the referrer's; with neither,
 *   to no one (a host page on another loopback origin holds three iframes).
 * Screenshots of the not-found page at phone width go to test-results/e2e/.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { OUT, pagePool, SHORT_DECK } from "./helpers.ts";
import { claimSeats } from "./seat-socket.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(() => pool.closeAll());

/** Counts the page's WebSocket attempts. */
function countSockets(p: Page): () => number {
  let n = 0;
  p.on("websocket", () => n++);
  return () => n;
}

/** Counts, inside the page, every WebSocket it constructs and how many are still not closed (a string: the root
 *  tsconfig has no DOM types). Read with `socketsMade`: the count is the page's own, with no event in between. */
const SOCKET_PROBE = `(() => {
  const Native = WebSocket, made = [];
  window.WebSocket = class extends Native { constructor(...args) { super(...args); made.push(this); } };
  window.__sockets = () => ({ made: made.length, open: made.filter((s) => s.readyState !== Native.CLOSED).length });
})()`;
const socketsMade = (p: Page) => p.evaluate<{ made: number; open: number }>("window.__sockets()");

async function createMatch(): Promise<string> {
  const r = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "carcassonne", players: 2, deck: SHORT_DECK }),
  });
  expect(r.status).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

describe("not found", () => {
  test("a well-formed id of no match: the not-found page, a link to the lobby, and no reconnection loop", async () => {
    const p = await pool.open("phone", { width: 390, height: 844 }, true);
    const sockets = countSockets(p);
    await p.addInitScript(SOCKET_PROBE);
    await p.clock.install(); // the page's timers, partysocket's retry delays among them, run when the test says
    await p.goto(`${base}/m/zzzzzzzzzz`);
    await p.locator("[data-testid=not-found]").waitFor();
    expect(await p.locator("[data-testid=not-found] h1").textContent()).toBe("Match not found");
    expect(await p.locator("[data-testid=not-found]").textContent()).toContain("This match does not exist (or has expired).");
    // Once the attempt has ended, partysocket would retry after 3 s, then 3.9 s…: 8 s of the page's clock run at
    // once fire every such timer, and a loop would have opened further sockets by then.
    await expect.poll(async () => (await socketsMade(p)).open).toBe(0);
    await p.clock.runFor(8000);
    expect((await socketsMade(p)).made).toBeLessThanOrEqual(1);
    expect(sockets()).toBeLessThanOrEqual(1);
    expect(await p.locator("[data-testid=connection]").count()).toBe(0);
    await p.screenshot({ path: join(OUT, "not-found-phone.png") });
    await p.getByRole("link", { name: "Back to the lobby" }).click();
    await p.waitForURL(`${base}/`);
    await p.locator("[data-testid=play-bots-carcassonne]").waitFor();
  });

  test("a malformed id shows the not-found page at once and opens no socket, on the site and in the widget", async () => {
    const p = await pool.open("desktop");
    const sockets = countSockets(p);
    for (const path of ["/m/abc", "/m/abcdefghjk/extra", "/embed/abc"]) {
      await p.goto(`${base}${path}`);
      await p.locator("[data-testid=not-found]").waitFor();
      expect(await p.locator("[data-testid=play-bots-carcassonne]").count(), path).toBe(0); // never the lobby
    }
    expect(await p.locator(".topbar").count()).toBe(0); // the widget's has no site chrome
    expect(sockets()).toBe(0);
  });

  test("an address that names no page answers 404 and shows the not-found page; /robots.txt is a file", async () => {
    const p = await pool.open("unknown");
    for (const path of ["/nope", "/learn/nope", "/some/deep/link"]) {
      const res = await p.goto(`${base}${path}`);
      expect(res?.status(), path).toBe(404);
      // A guide of no game lists the guides there are; any other address says there is no page.
      await p.locator(path.startsWith("/learn/") ? "[data-testid=learn-unknown]" : "[data-testid=not-found]").waitFor();
      expect(await p.locator("[data-testid=play-bots-carcassonne]").count(), path).toBe(0); // never the lobby
      if (!path.startsWith("/learn/")) expect(await p.locator("[data-testid=not-found] h1").textContent(), path).toBe("Page not found");
    }
    for (const path of ["/", "/my", "/learn/carcassonne"]) expect((await p.goto(`${base}${path}`))?.status(), path).toBe(200);
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split("\n").filter((l) => l && !l.startsWith("#"));
    expect(lines).toEqual(["User-agent: *", "Disallow: /api/", "Disallow: /embed/"]);
  });

  test("in Polish the not-found page is in Polish", async () => {
    const p = await pool.open("pl", { width: 390, height: 844 }, true, "pl-PL");
    await p.goto(`${base}/m/abc`);
    await p.locator("[data-testid=not-found]").waitFor();
    expect(await p.locator("[data-testid=not-found] h1").textContent()).toBe("Nie znaleziono partii");
    await p.screenshot({ path: join(OUT, "not-found-phone-pl.png") });
  });
});

describe("embed widget", () => {
  test("a seat token in the fragment takes the seat and leaves the address bar", async () => {
    const id = await createMatch();
    const [tok] = await claimSeats(base, id, ["Ana", "Bo"]);
    const p = await pool.open("embed");
    await p.goto(`${base}/embed/${id}#token=${tok}`);
    await p.locator(".players li.me").waitFor();
    expect(await p.locator(".players li.me").getAttribute("data-seat")).toBe("0");
    expect(new URL(p.url()).hash).toBe("");
    expect(await p.evaluate<string>("location.href")).toBe(`${base}/embed/${id}`);
  });

  test("events go to the declared parent or the referrer's origin; with neither, to no one", async () => {
    const id = await createMatch();
    const widget = `${base}/embed/${id}`;
    // Another origin on loopback (Chromium refuses a public page framing a loopback one).
    const host = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>host</title><script>
        window.got = { declared: [], referrer: [], none: [] };
        addEventListener("message", (e) => { for (const k of Object.keys(got)) if (document.getElementById(k).contentWindow === e.source) got[k].push(e.data.type); });
      </script>
      <iframe id="declared" src="${widget}?parent=${hostOrigin}"></iframe>
      <iframe id="referrer" src="${widget}"></iframe>
      <iframe id="none" src="${widget}" referrerpolicy="no-referrer"></iframe>`);
    });
    await new Promise<void>((res) => host.listen(0, "127.0.0.1", res));
    const address = host.address();
    const hostOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const p = await pool.open("host");
      await p.goto(`${hostOrigin}/`);
      const got = () => p.evaluate<Record<string, string[]>>("window.got");
      await expect.poll(async () => (await got()).declared).toEqual(["ready", "turn"]);
      await expect.poll(async () => (await got()).referrer).toEqual(["ready", "turn"]);
      // The third widget shows the same match (it got its view) yet told no one.
      await p.frameLocator("#none").locator(".board .tile").first().waitFor();
      expect((await got()).none).toEqual([]);
    } finally {
      host.close();
    }
  });
});
