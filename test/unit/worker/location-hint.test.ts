/**
 * The location hint a new match is created with (worker/location-hint.ts): every continent Cloudflare reports,
 * the east/west splits by longitude, and no hint without a place.
 */
import { describe, expect, it } from "vitest";
import { LOCATION_HINTS, locationHint } from "../../../worker/location-hint.ts";

describe("locationHint", () => {
  it("maps each continent to its region, splitting North America, Europe and Asia by longitude", () => {
    const cases: [string, string | undefined, string | undefined][] = [
      // continent, longitude (degrees east), expected hint
      ["NA", "-122.42", "wnam"], // San Francisco
      ["NA", "-104.99", "wnam"], // Denver
      ["NA", "-96.80", "enam"], // Dallas
      ["NA", "-73.94", "enam"], // New York
      ["NA", "-157.86", "wnam"], // Honolulu (country US)
      ["NA", undefined, "enam"],
      ["SA", "-46.63", "sam"], // São Paulo
      ["EU", "-0.13", "weur"], // London
      ["EU", "13.40", "weur"], // Berlin
      ["EU", "21.01", "eeur"], // Warsaw
      ["EU", "37.62", "eeur"], // Moscow
      ["EU", undefined, "weur"],
      ["AS", "55.27", "me"], // Dubai
      ["AS", "35.21", "me"], // Jerusalem
      ["AS", "72.88", "apac"], // Mumbai
      ["AS", "139.69", "apac"], // Tokyo
      ["AS", undefined, "apac"],
      ["OC", "151.21", "oc"], // Sydney
      ["AF", "3.38", "afr"], // Lagos
      ["AF", "31.24", "afr"], // Cairo
      ["AN", "166.67", undefined], // McMurdo: no region is near
      ["XX", "0", undefined], // a code this mapping does not know
    ];
    for (const [continent, longitude, want] of cases)
      expect(locationHint({ continent, longitude }), `${continent} ${longitude}`).toBe(want);
  });

  it("gives no hint without a place and reads an unreadable longitude as missing", () => {
    expect(locationHint(undefined)).toBeUndefined();
    expect(locationHint({})).toBeUndefined();
    expect(locationHint({ continent: "EU", longitude: "" })).toBe("weur");
    expect(locationHint({ continent: "NA", longitude: "west" })).toBe("enam");
  });

  it("only ever answers one of Cloudflare's documented hints", () => {
    expect([...LOCATION_HINTS].sort()).toEqual(["afr", "apac", "eeur", "enam", "me", "oc", "sam", "weur", "wnam"]);
    for (const continent of ["AF", "AN", "AS", "EU", "NA", "OC", "SA"])
      for (let lon = -180; lon <= 180; lon += 5) {
        const hint = locationHint({ continent, longitude: String(lon) });
        if (hint !== undefined) expect(LOCATION_HINTS).toContain(hint);
      }
  });
});
