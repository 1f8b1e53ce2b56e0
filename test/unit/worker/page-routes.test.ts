/** Page addresses (contract/page-routes.ts, read by the Worker and the client's router): a well-formed id under /m/ or /embed/ is a match page, /m/:id/replay its replay; any other address is not found, never the lobby. */
import { describe, expect, it } from "vitest";
import { route } from "../../../contract/page-routes.ts";

describe("route", () => {
  it("the lobby, a match and its widget", () => {
    expect(route("/")).toEqual({ page: "home" });
    expect(route("/m/abcdefghjk")).toEqual({ page: "match", id: "abcdefghjk" });
    expect(route("/m/abcdefghjk/")).toEqual({ page: "match", id: "abcdefghjk" });
    expect(route("/embed/23456789ab")).toEqual({ page: "embed", id: "23456789ab" });
    expect(route("/m/abcdefghjk/replay")).toEqual({ page: "replay", id: "abcdefghjk" });
    expect(route("/m/abcdefghjk/replay/")).toEqual({ page: "replay", id: "abcdefghjk" });
    expect(route("/my")).toEqual({ page: "my" });
    expect(route("/my/")).toEqual({ page: "my" });
    expect(route("/learn/starwars")).toEqual({ page: "learn", game: "starwars" });
  });

  it("a malformed id, a missing id, extra segments or an unknown address: not found (the widget's without chrome)", () => {
    for (const p of ["/m/abc", "/m/", "/m", "/m/ABCDEFGHJK", "/m/abcdefghj0", "/m/abcdefghjkl", "/m/abcdefghjk/x", "/m/abcdefghjk//"])
      expect(route(p), p).toEqual({ page: "not-found", embed: false });
    for (const p of ["/m/abc/replay", "/m/replay", "/m/abcdefghjk/replay/x", "/m/abcdefghjk/replays", "/m//replay"])
      expect(route(p), p).toEqual({ page: "not-found", embed: false });
    // Any other address: not found, never the lobby (the Worker answers it 404).
    for (const p of ["/nope", "/my/x", "/learn", "/learn/", "/learn/a/b", "/index", "/m-abc"])
      expect(route(p), p).toEqual({ page: "not-found", embed: false });
    for (const p of ["/embed/abc", "/embed", "/embed/abcdefghjk/extra", "/embed/abcdefghjk/replay"])
      expect(route(p), p).toEqual({ page: "not-found", embed: true });
  });
});
