/**
 * worker/tunables.ts: production's waits and budgets unless a test server (TEST_HOOKS "1") overrides some with
 * TEST_TUNABLES; a binding that does not parse or names an unknown key stops the server loudly.
 */
import { describe, expect, it } from "vitest";
import { TUNABLES, tunables } from "../../../worker/tunables.ts";
import { EFFECTIVE, testTunablesBinding } from "../../support/tunables.ts";

describe("tunables", () => {
  it("are production's without TEST_HOOKS, whatever TEST_TUNABLES says", () => {
    for (const hooks of [undefined, "0", "true", ""]) expect(tunables({ TEST_HOOKS: hooks, ...testTunablesBinding() })).toBe(TUNABLES);
    expect(tunables({ TEST_HOOKS: "1" })).toBe(TUNABLES);
  });

  it("lay a test server's overrides over production's, and the test support file says what is in force", () => {
    const t = tunables({ TEST_HOOKS: "1", ...testTunablesBinding() });
    expect(t).toEqual(EFFECTIVE);
    expect(t.botPauseMs).toBeLessThan(TUNABLES.botPauseMs);
    expect(t.standInRate).toEqual(TUNABLES.standInRate);
    expect(tunables({ TEST_HOOKS: "1", TEST_TUNABLES: '{"botPauseMs":0}' })).toEqual({ ...TUNABLES, botPauseMs: 0 });
  });

  it.each([
    ["not json", /not JSON/],
    ['{"botPause":5}', /TEST_TUNABLES/],
    ['{"botPauseMs":-1}', /TEST_TUNABLES/],
    ['{"socketRate":{"burst":0,"perSecond":5}}', /TEST_TUNABLES/],
    ['{"addressRate":{"burst":5}}', /TEST_TUNABLES/],
  ])("refuse %s loudly", (text, message) => {
    expect(() => tunables({ TEST_HOOKS: "1", TEST_TUNABLES: text })).toThrow(message);
  });
});
