/**
 * Seats that follow the player, in real chromium: Ana takes seat 1 of a match (Bo seat 2), opens "Continue on
 * another device" and reads her personal link (the token in the fragment only) and its QR code; a new browser (a
 * 390-px phone) opens that link, is welcomed as Ana's seat — the fragment gone from its address — and plays her
 * turn. "My matches" in Ana's first browser lists the match with Bo and whose turn it is; the phone's page is
 * screenshotted into test-results/e2e/. Another player leaves their seat before anything is played: the page becomes
 * a spectator's offering the seat picker again, the seat is free for everyone, and they take a seat again without
 * reloading.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { MatchSummary } from "../../contract/protocol.ts";
import { clickable, createAndSeat, OUT, pagePool, promptOf, SHORT_DECK, takeSeat } from "./helpers.ts";

const base = inject("baseUrl");
const pool = pagePool();

afterAll(async () => {
  await pool.closeAll();
});

const connected = (p: Page) => expect.poll(() => p.locator("[data-testid=connection]").textContent()).toContain("Connected");
const summaryOf = async (id: string) => (await (await fetch(`${base}/api/matches/${id}`)).json()) as MatchSummary;

describe("a seat on another device, and My matches", () => {
  let ana: Page, bo: Page, phone: Page;
  let id = "";
  let link = "";

  beforeAll(async () => {
    [ana, bo, phone] = await Promise.all([pool.open("Ana"), pool.open("Bo"), pool.open("Ana's phone", { width: 390, height: 844 }, true)]);
    id = await createAndSeat(
      base,
      { game: "carcassonne", players: 2, options: { firstSeat: 0 }, deck: SHORT_DECK },
      [ana, bo],
      ["Ana", "Bo"],
    );
  });

  test("the seated player reads their personal link and its QR code", async () => {
    for (const p of [ana, bo]) await connected(p);
    await expect.poll(() => ana.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 1 as Ana.");
    expect(await ana.locator("[data-testid=personal-link]").count()).toBe(0); // closed until asked
    const open = ana.getByRole("button", { name: "Continue on another device" });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    await open.click();
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    link = await ana.locator("[data-testid=personal-link]").inputValue();
    expect(link).toMatch(new RegExp(`^${base.replace(/[.]/g, "\\.")}/m/${id}#token=[A-Za-z0-9_-]{43}$`));
    await ana.locator("[data-testid=personal-qr] svg").waitFor();
    expect(await ana.getByText("Anyone with this link plays as you").count()).toBe(1);
    expect(await ana.getByRole("button", { name: "Copy my link" }).count()).toBe(1);
    // Bo's page offers no link of Ana's: his own tools name his seat.
    await expect.poll(() => bo.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 2 as Bo.");
    await ana.screenshot({ path: join(OUT, "seats-continue-elsewhere.png") });
  });

  test("a new browser opening the link is welcomed as the same seat and plays its turn", async () => {
    await phone.goto(link);
    await connected(phone);
    await expect.poll(() => phone.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 1 as Ana.");
    expect(new URL(phone.url()).hash).toBe(""); // the token left the address bar
    await phone.screenshot({ path: join(OUT, "seats-phone-match-390.png"), fullPage: true });
    expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    expect(await phone.locator("[data-testid=claim-0]").count()).toBe(0); // no seat picker: it is seated
    await expect.poll(() => promptOf(phone)).toMatch(/^Your turn/);
    await (await clickable(phone.locator(".board .legal-cell"))).click();
    await phone.locator(".board .ghost").waitFor();
    await phone.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => promptOf(phone)).toContain("meeple");
    await phone.getByRole("button", { name: "Skip" }).click();
    await expect.poll(() => promptOf(phone)).toMatch(/^Waiting for Bo/);
    await expect.poll(() => promptOf(ana)).toMatch(/^Waiting for Bo/);
    await expect.poll(() => promptOf(bo)).toMatch(/^Your turn/);
    // Once something is played, nobody is offered to leave.
    expect(await ana.locator("[data-testid=leave-seat]").count()).toBe(0);
    expect((await summaryOf(id)).toAct).toEqual([1]);
  });

  test("My matches lists the match with the opponent and whose turn; the phone's page fits 390 px", async () => {
    await ana.getByRole("link", { name: "My matches" }).click();
    await ana.waitForURL(`${base}/my`);
    const card = ana.locator(`[data-testid=my-match-${id}]`);
    await expect.poll(() => card.locator("[data-testid=my-turn]").textContent()).toBe("Waiting for Bo");
    expect(await card.locator("[data-testid=my-opponents]").textContent()).toBe("Seat 1 · against Bo");
    expect(await card.textContent()).toContain("Carcassonne");

    await bo.goto(`${base}/my`);
    const bos = bo.locator(`[data-testid=my-match-${id}]`);
    await expect.poll(() => bos.locator("[data-testid=my-turn]").textContent()).toBe("Your turn");
    expect(await bos.locator("[data-testid=my-opponents]").textContent()).toBe("Seat 2 · against Ana");

    await phone.goto(`${base}/my`);
    const mine = phone.locator(`[data-testid=my-match-${id}]`);
    await expect.poll(() => mine.locator("[data-testid=my-turn]").textContent()).toBe("Waiting for Bo");
    // Nothing sticks out of the phone's width.
    expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: join(OUT, "seats-my-matches-390.png"), fullPage: true });
    // The card opens the match.
    await mine.click();
    await phone.waitForURL(`${base}/m/${id}`);
    await expect.poll(() => phone.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 1 as Ana.");
  });
});

describe("leaving a seat before the game starts", () => {
  test("the page becomes a spectator's, the seat is free for all, and a seat can be taken again without reloading", async () => {
    const [cy, dee] = await Promise.all([pool.open("Cy", { width: 390, height: 844 }, true), pool.open("Dee")]);
    const id = await createAndSeat(base, { game: "carcassonne", players: 2, deck: SHORT_DECK }, [cy], ["Cy"]);
    await dee.goto(`${base}/m/${id}`);
    await dee.click("[data-testid=watch]");
    await connected(cy);
    await expect.poll(() => cy.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 1 as Cy.");
    await cy.getByRole("button", { name: "Leave my seat" }).click();
    await cy.locator("[data-testid=claim-0]").waitFor();
    expect(await cy.locator("[data-testid=my-seat]").count()).toBe(0);
    expect((await summaryOf(id)).seats.map((s) => s.taken)).toEqual([false, false]);
    await expect.poll(() => dee.locator(".side").textContent()).not.toContain("Cy");
    expect(await cy.evaluate<string | null>(`localStorage.getItem("mh:token:${id}")`)).toBeNull();
    // Taken again, without reloading: the page is seated once more.
    await takeSeat(cy, 1, "Cy");
    await expect.poll(() => cy.locator("[data-testid=my-seat]").textContent()).toBe("You play seat 2 as Cy.");
    expect((await summaryOf(id)).seats.map((s) => s.name)).toEqual([null, "Cy"]);
    expect(pool.errors).toEqual([]);
  });
});
