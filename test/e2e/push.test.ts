/**
 * The installable app and the turn notifications' control in real chromium, on a test server
 * with a VAPID pair made for the run (global-setup.ts `pushUrl`): the page links the web manifest (name,
 * standalone, icons that load), the service worker /sw.js is registered and active under the site's CSP, and a
 * seated player sees "Notify me even when this page is closed"; when the browser refuses the permission the page says notifications are blocked and stays
 * off. On the shared test server, which has no VAPID keys, the control is absent and the site works as before.
 * Subscribing through a real push service is not tried (none is reachable here): the workerd round trip
 * (test/workers/push.test.ts) covers the server's pushes.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { createAndSeat, pagePool, SHORT_DECK } from "./helpers.ts";

const pool = pagePool();
const pushBase = inject("pushUrl");
let a: Page, b: Page;

const match = (base: string, p: Page) =>
  createAndSeat(
    base,
    { game: "carcassonne", players: 2, options: { firstSeat: 1 }, deck: SHORT_DECK, bots: [{ seat: 1, level: "easy" }] },
    [p],
    ["Ana"],
  );

beforeAll(async () => {
  [a, b] = await Promise.all([pool.open("A"), pool.open("B")]);
});

afterAll(() => pool.closeAll());

describe("installable app", () => {
  test("links a manifest whose icons load, and registers the service worker", async () => {
    await match(pushBase, a);
    const href = await a.locator("link[rel=manifest]").getAttribute("href");
    const manifest = (await (await fetch(`${pushBase}${href}`)).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: "Meeplehall", display: "standalone", start_url: "/" });
    for (const icon of manifest.icons) expect((await fetch(`${pushBase}${icon.src}`)).status, icon.src).toBe(200);
    // a string, evaluated in the page: the root tsconfig has no DOM types
    const sw = await a.evaluate("navigator.serviceWorker.ready.then((r) => ({ url: r.active && r.active.scriptURL, scope: r.scope }))");
    expect(sw).toEqual({ url: `${pushBase}/sw.js`, scope: `${pushBase}/` });
  });
});

describe("turn notifications control", () => {
  test("a seated player is offered push; a refused permission says so and stays off", async () => {
    const toggle = a.locator("[data-testid=push-toggle]");
    await expect.poll(() => toggle.textContent()).toContain("Notify me even when this page is closed");
    await a.context().clearPermissions(); // headless chromium then refuses the request
    await toggle.locator("input").click();
    await expect.poll(() => a.locator(".turn-alerts [role=status]").textContent()).toContain("blocked");
    expect(await toggle.locator("input").isChecked()).toBe(false);
  });

  test("is absent on a server without VAPID keys", async () => {
    await match(inject("baseUrl"), b);
    await b.locator("[data-testid=alert-sound]").waitFor();
    expect(await b.locator("[data-testid=push-toggle]").count()).toBe(0);
    expect(pool.errors).toEqual([]);
  });
});
