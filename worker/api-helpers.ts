/**
 * What every /api route shares (routes.ts, push-routes.ts): the app's bindings type, the failure answer
 * (failure.ts: `{ error, message }` with the status its code maps to), reading a JSON body against a valibot
 * schema, and a match's Durable Object stub.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { describeIssues } from "../engine/core/validation.ts";
import { statusOf, type Failure } from "./failure.ts";

export type AppEnv = { Bindings: Env };

/** The answer to a refused request: `{ error, message }` with its code's status (and Retry-After when given). */
export function fail(c: Context<AppEnv>, f: Failure) {
  if (f.retryAfter !== undefined) c.header("Retry-After", String(f.retryAfter));
  return c.json({ error: f.error, message: f.message }, statusOf(f.error));
}

export async function body<T extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: T,
): Promise<v.InferOutput<T> | { error: string; message: string }> {
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
