/**
 * A new match's Durable Object is asked for with the creator's location hint (worker/location-hint.ts) on the call
 * that creates it, and creating works with and without the request's `cf` place. The namespace is the real one,
 * wrapped to record the options of each `get`.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api as app } from "../../worker/routes.ts";
import type { MatchSummary } from "../../contract/protocol.ts";
import { api, BASE } from "./harness.ts";
import { asClient } from "../support/client-address.ts";

function recordingNamespace() {
  const gets: (DurableObjectNamespaceGetDurableObjectOptions | undefined)[] = [];
  const ns = {
    idFromName: (name: string) => env.MATCH.idFromName(name),
    get: (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => {
      gets.push(options);
      return env.MATCH.get(id, options);
    },
  };
  return { gets, ns: ns as unknown as Env["MATCH"] };
}

async function create(cf: IncomingRequestCfProperties | undefined) {
  const { gets, ns } = recordingNamespace();
  const init: RequestInit<IncomingRequestCfProperties> = {
    method: "POST",
    headers: { "content-type": "application/json", ...asClient() },
    body: JSON.stringify({ game: "carcassonne", players: 2 }),
    ...(cf ? { cf } : {}),
  };
  const res = await app.fetch(new Request(`${BASE}/api/matches`, init), { ...env, MATCH: ns });
  const json = (await res.json()) as { id: string; match: MatchSummary };
  return { res, json, gets };
}

describe("location hint on create", () => {
  it("creates the match with the creator's region as its hint", async () => {
    const { res, json, gets } = await create({ continent: "EU", longitude: "21.01" } as IncomingRequestCfProperties);
    expect(res.status).toBe(201);
    expect(gets).toEqual([{ locationHint: "eeur" }]);
    const summary = await api<MatchSummary>("GET", `/api/matches/${json.id}`);
    expect(summary.json).toMatchObject({ id: json.id, game: "carcassonne", status: "waiting" });
  });

  it("creates the match without a hint when the request carries no place", async () => {
    const { res, json, gets } = await create(undefined);
    expect(res.status).toBe(201);
    expect(gets).toHaveLength(1);
    expect(gets[0]?.locationHint).toBeUndefined();
    expect((await api<MatchSummary>("GET", `/api/matches/${json.id}`)).json).toMatchObject({ id: json.id, status: "waiting" });
  });

  it("gives no hint to calls on a match that exists (only creation places an object)", async () => {
    const { json } = await create({ continent: "NA", longitude: "-122.42" } as IncomingRequestCfProperties);
    const { gets, ns } = recordingNamespace();
    const res = await app.fetch(
      new Request(`${BASE}/api/matches/${json.id}`, { cf: { continent: "OC", longitude: "151.21" } } as RequestInit),
      { ...env, MATCH: ns },
    );
    expect(res.status).toBe(200);
    expect(gets).toEqual([undefined]);
  });
});
