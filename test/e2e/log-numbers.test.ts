/**
 * The score log's numbers in real Chromium: an ordered list draws its numbers in its left padding, and the log's
 * scrolling box clips whatever sticks out of it, so a log of a hundred records and more must leave room for "100."
 * and "999." in the page's own font. Measured on a log built in the page with the site's stylesheet (the lobby loads
 * it), rather than by playing a hundred turns.
 */
import { afterAll, describe, expect, inject, test } from "vitest";
import { pagePool } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();
afterAll(() => pool.closeAll());

describe("score log numbers", () => {
  test("three-digit numbers fit in the log's left padding, at desktop and phone widths", async () => {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const p = await pool.open(name, viewport, name === "phone");
      await p.goto(`${base}/`);
      await p.locator("[data-testid=play-bots-carcassonne]").waitFor();
      // A string: this file is type-checked without the DOM's types.
      const fit = await p.evaluate<{ marker: number; padding: number }>(`(() => {
        const log = document.createElement("section");
        log.className = "log";
        const ol = document.createElement("ol");
        for (let i = 1; i <= 120; i++) ol.append(Object.assign(document.createElement("li"), { textContent: "record " + i }));
        log.append(ol);
        document.body.append(log);
        // The marker's width: the same text in the list item's font, plus the gap Chromium leaves after a marker.
        const probe = Object.assign(document.createElement("span"), { textContent: "999. " });
        probe.style.whiteSpace = "pre";
        ol.children[99].append(probe);
        return { marker: probe.getBoundingClientRect().width, padding: parseFloat(getComputedStyle(ol).paddingLeft) };
      })()`);
      expect(fit.padding, name).toBeGreaterThanOrEqual(fit.marker);
    }
    expect(pool.errors).toEqual([]);
  });
});
