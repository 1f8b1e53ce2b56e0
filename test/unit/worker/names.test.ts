/**
 * Name and chat cleaning (contract/names.ts): direction-changing and invisible characters go, visible characters built with
 * joiners, variation selectors or tags stay, white space runs become one space, NFC, 1 to 24 characters.
 */
import { describe, expect, it } from "vitest";
import { cleanName, NAME_MAX } from "../../../contract/names.ts";
import { parseClientFrame } from "../../../contract/protocol.ts";
import { clientAddress, TEST_CLIENT_HEADER } from "../../../worker/client-address.ts";

describe("cleanName", () => {
  it("removes bidi controls, zero-width and other invisible characters and controls", () => {
    for (const c of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\uFEFF",
      "\u00AD",
      "\u034F",
      "\u180E",
      "\u0000",
      "\u001B",
      "\u007F",
      "\u0085",
    ])
      expect(cleanName(`An${c}a`), `U+${c.codePointAt(0)!.toString(16)}`).toMatch(/^An ?a$/);
    expect(cleanName("\u202Egnp.exe")).toBe("gnp.exe");
    expect(cleanName("Ana\uFE0F")).toBe("Ana"); // a variation selector after a Latin letter shows nothing
  });

  it("keeps the characters that build visible ones: emoji sequences, keycaps, subdivision flags, Persian", () => {
    for (const name of [
      "👩\u200D💻",
      "👩\u200D❤\uFE0F\u200D👨",
      "❤\uFE0F",
      "1\uFE0F\u20E3",
      "👍🏽",
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "می\u200Cخواهم",
    ])
      expect(cleanName(name), name).toBe(name);
    expect(cleanName("a\u{E0067}b")).toBe("ab"); // tags outside a flag
  });

  it("normalises to NFC and white space to single spaces, trimmed", () => {
    expect(cleanName("Jose\u0301")).toBe("José");
    expect(cleanName("  Cy \t\n\u00A0\u3000 Dee  ")).toBe("Cy Dee");
  });

  it("refuses a name with nothing visible or more than NAME_MAX characters", () => {
    for (const raw of ["", "   ", "\u200B", "\u3164\u115F", "\u202E\u202C", "\u0007\u0008"])
      expect(cleanName(raw), JSON.stringify(raw)).toBe(null);
    expect(cleanName("x".repeat(NAME_MAX))).toBe("x".repeat(NAME_MAX));
    expect(cleanName("x".repeat(NAME_MAX + 1))).toBe(null);
    expect(cleanName("👩\u200D💻".repeat(NAME_MAX))).toBe("👩\u200D💻".repeat(NAME_MAX)); // characters, not code units
    expect(cleanName("👩\u200D💻".repeat(NAME_MAX + 1))).toBe(null);
  });
});

describe("clientAddress", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("is CF-Connecting-IP, or the test header on a test server only", () => {
    const both = headers({ "CF-Connecting-IP": "203.0.113.9", [TEST_CLIENT_HEADER]: "2001:db8::1" });
    expect(clientAddress(both, { TEST_HOOKS: "1" })).toBe("2001:db8::1");
    for (const hooks of [undefined, "0", "true", ""]) expect(clientAddress(both, { TEST_HOOKS: hooks })).toBe("203.0.113.9");
    expect(clientAddress(headers({ "CF-Connecting-IP": "203.0.113.9" }), { TEST_HOOKS: "1" })).toBe("203.0.113.9");
    expect(clientAddress(headers({}), {})).toBe("unknown");
  });
});

describe("chat lines", () => {
  it("are cleaned like names before anyone reads them, and refused when nothing visible is left", () => {
    expect(parseClientFrame(JSON.stringify({ t: "chat", text: "\u202Egg\u200B  well\u2069 played" }))).toEqual({
      t: "chat",
      text: "gg well played",
    });
    expect(parseClientFrame(JSON.stringify({ t: "chat", text: "\u200B\u202E \u2066" }))).toMatchObject({ error: "bad-frame" });
  });
});
