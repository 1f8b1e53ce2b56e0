/**
 * What every /api route shares (routes.ts, push-routes.ts): the app's bindings type, the typed failure answer
 * `{ error, message }`, reading a JSON body against a valibot schema, and a match's Durable Object stub.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { describeIssues } from "../engine/core/validation.ts";

export type AppEnv = { Bindings: Env };

export function fail(c: Context<AppEnv>, status: 400 | 403 | 404 | 409 | 415 | 426, error: string, message: string) {
  return c.json({ error, message }, status);
}

export async function body<T extends v.GenericSchema>(c: Context<AppEnv>, schema: T): Promise<v.InferOutput<T> | { error: string; message: string }> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    return { error: "bad-json", message: "The request body must be JSON." };
  }
  const r = v.safeParse(schema, data);
  return r.success ? r.output : { error: "bad-request", message: describeIssues(r.issues.slice(0, 1)) };
}

/** The match's Durable Object; `options` matter on the call that creates it (location-hint.ts), and only there. */
export function stub(c: Context<AppEnv>, id: string, options?: DurableObjectNamespaceGetDurableObjectOptions) {
  return c.env.MATCH.get(c.env.MATCH.idFromName(id), options);
}
