// Worker smoke tests inside workerd: health, game catalogue, and 404 for unknown API paths.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const get = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));

describe("worker api", () => {
  it("GET /api/health returns ok", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("GET /api/games lists Carcassonne and Star Wars (both with bots), whose tile data is labelled as reconstructed", async () => {
    const res = await get("/api/games");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ id: string; name: string; minPlayers: number; maxPlayers: number; dataNote?: string }>;
    expect(list.find((g) => g.id === "carcassonne")).toEqual({
      id: "carcassonne",
      name: "Carcassonne",
      minPlayers: 2,
      maxPlayers: 6,
      bots: true,
    });
    expect(list.find((g) => g.id === "starwars")).toEqual({
      id: "starwars",
      name: "Carcassonne Star Wars",
      minPlayers: 2,
      maxPlayers: 5,
      dataNote: "reconstructed tile distribution",
      bots: true,
    });
  });

  it("unknown /api/ path returns 404", async () => {
    const res = await get("/api/no-such-route");
    expect(res.status).toBe(404);
  });
});
