/**
 * Seat links (`/m/ID#token=…`) against the seat a browser already holds, in real chromium: Ana's browser (seat 1)
 * opening Bo's link is asked first — Keep leaves her playing her seat, Switch makes her page play Bo's and stores his
 * token; a junk link is refused by the server, said to be not valid, and her page goes on with her own seat, its
 * stored token untouched; a browser with no seat here takes a valid link without being asked, and a junk one
 * leaves it watching with nothing stored. The question passes axe and the 32-px target check.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import { createAndSeat, pagePool, SHORT_DECK } from "./helpers.ts";
import { smallTargets } from "./tap-targets.ts";

const base = inject("baseUrl");
const pool = pagePool();

afterAll(async () => {
  await pool.closeAll();
});

const mySeat = (p: Page) => p.locator("[data-testid=my-seat]").textContent();
const stored = (p: Page, id: string) => p.evaluate<string | null>(`localStorage.getItem("mh:token:${id}")`);
const question = (p: Page) => p.getByRole("alertdialog");
/** Opens a link as a new page load (from the match's own page, a link differing only by its fragment would not load). */
async function open(p: Page, url: string): Promise<void> {
  await p.goto("about:blank");
  await p.goto(url);
}

/** The tokens a page's sockets said hello with (undefined: as a spectator), in order. */
function hellos(page: Page): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  page.on("websocket", (ws) =>
    ws.on("framesent", ({ payload }) => {
      const f = JSON.parse(String(payload)) as { t: string; token?: string };
      if (f.t === "hello") out.push(f.token);
    }),
  );
  return out;
}

describe("a seat link while this browser holds another seat", () => {
  let ana: Page, bo: Page;
  let id = "",
    anaToken = "",
    boToken = "";
  let anaHellos: (string | undefined)[] = [];

  beforeAll(async () => {
    [ana, bo] = await Promise.all([pool.open("Ana"), pool.open("Bo")]);
    anaHellos = hellos(ana);
    id = await createAndSeat(
      base,
      { game: "carcassonne", players: 2, options: { firstSeat: 0 }, deck: SHORT_DECK },
      [ana, bo],
      ["Ana", "Bo"],
    );
    // (expect.poll is for tests only: the hook waits for the seat tools' text.)
    await ana.locator("[data-testid=my-seat]", { hasText: "You play seat 1 as Ana." }).waitFor();
    await bo.locator("[data-testid=my-seat]", { hasText: "You play seat 2 as Bo." }).waitFor();
    anaToken = (await stored(ana, id))!;
    boToken = (await stored(bo, id))!;
    expect(anaToken).not.toBe(boToken);
  });

  test("the page asks first; Keep goes on with the seat held, the link's token never sent", async () => {
    const before = anaHellos.length;
    await open(ana, `${base}/m/${id}#token=${boToken}`);
    const q = question(ana);
    await q.waitFor();
    expect(await q.textContent()).toContain("You already play seat 1 here, as Ana");
    expect(await q.textContent()).toContain("Switch to this link's seat?");
    expect(new URL(ana.url()).hash).toBe(""); // the token left the address bar before any answer
    // Meanwhile the page plays the seat it holds.
    await expect.poll(() => mySeat(ana)).toBe("You play seat 1 as Ana.");
    // The question is the focused, named alert dialog, readable and tappable as the rest of the site.
    expect(await ana.evaluate<string | undefined>("document.activeElement?.dataset.testid")).toBe("seat-link-keep");
    await expectNoSeriousViolations(ana, "a seat link's question");
    expect(await smallTargets(ana)).toEqual([]);
    await ana.getByRole("button", { name: "Keep my seat" }).click();
    await q.waitFor({ state: "detached" });
    expect(await mySeat(ana)).toBe("You play seat 1 as Ana.");
    expect(await stored(ana, id)).toBe(anaToken);
    expect(anaHellos.slice(before)).not.toContain(boToken);
    expect(anaHellos.length).toBeGreaterThan(before);
  });

  test("a junk link: asked, then said to be not valid, and the page still plays its seat with its token stored", async () => {
    await open(ana, `${base}/m/${id}#token=junk`);
    await question(ana).waitFor();
    await ana.getByRole("button", { name: "Switch to this link's seat" }).click();
    await expect.poll(() => ana.locator("[data-testid=refusal]").textContent()).toBe("Your seat link is not valid for this match.");
    expect(anaHellos).toContain("junk"); // the server was asked, and refused it
    // Then the page says hello again with its own token and is welcomed as its seat.
    await expect.poll(() => anaHellos.at(-1)).toBe(anaToken);
    await expect.poll(() => ana.locator("[data-testid=connection]").textContent()).toContain("Connected");
    expect(await mySeat(ana)).toBe("You play seat 1 as Ana.");
    expect(await ana.locator("[data-testid=refusal]").textContent()).toBe("Your seat link is not valid for this match.");
    expect(await stored(ana, id)).toBe(anaToken);
    expect(new URL(ana.url()).hash).toBe("");
  });

  test("Switch plays the link's seat and stores its token once the server welcomed it", async () => {
    await open(ana, `${base}/m/${id}#token=${boToken}`);
    await question(ana).waitFor();
    await ana.getByRole("button", { name: "Switch to this link's seat" }).click();
    await expect.poll(() => mySeat(ana)).toBe("You play seat 2 as Bo.");
    expect(await stored(ana, id)).toBe(boToken);
    expect(await question(ana).count()).toBe(0);
    // Opened again, the link is the token held now: nothing to ask.
    await open(ana, `${base}/m/${id}#token=${boToken}`);
    await expect.poll(() => mySeat(ana)).toBe("You play seat 2 as Bo.");
    expect(await question(ana).count()).toBe(0);
  });
});

describe("a seat link in a browser with no seat here", () => {
  test("a valid link is taken without asking; a junk one leaves the page watching with nothing stored", async () => {
    const [cy, dee, eve] = await Promise.all([pool.open("Cy"), pool.open("Dee"), pool.open("Eve")]);
    const id = await createAndSeat(base, { game: "carcassonne", players: 2, deck: SHORT_DECK }, [cy], ["Cy"]);
    await expect.poll(() => mySeat(cy)).toBe("You play seat 1 as Cy.");
    const cyToken = (await stored(cy, id))!;

    await open(dee, `${base}/m/${id}#token=${cyToken}`);
    await expect.poll(() => mySeat(dee)).toBe("You play seat 1 as Cy.");
    // The seat tools and the question come in the same chunk: had the page asked, it would show now.
    expect(await question(dee).count()).toBe(0);
    expect(await stored(dee, id)).toBe(cyToken);
    expect(new URL(dee.url()).hash).toBe("");

    await open(eve, `${base}/m/${id}#token=junk`);
    await expect.poll(() => eve.locator("[data-testid=refusal]").textContent()).toBe("Your seat link is not valid for this match.");
    await eve.locator("[data-testid=watching-banner]").waitFor();
    expect(await eve.locator("[data-testid=claim-1]").count()).toBe(1); // the free seat is offered
    expect(await stored(eve, id)).toBeNull();
    expect(await question(eve).count()).toBe(0);
    expect(pool.errors).toEqual([]);
  });
});
