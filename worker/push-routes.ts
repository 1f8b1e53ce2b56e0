/**
 * The turn notifications' routes (Web Push; the sending is match-push.ts and web-push.ts):
 * - `GET /api/push/key`: `{ key }`, the VAPID public key browsers subscribe with, null when this server sends no
 *   push (an answer, not a 404: every match page asks, and a 404 would be a console error in every browser);
 * - `POST /api/matches/:id/push` `{ token, subscription: { endpoint, keys: { p256dh, auth } } }`: a seat's browser
 *   subscribes (201 `{ count }`, the seat's subscriptions; 404 `push-off` on a server without keys);
 * - `DELETE /api/matches/:id/push` `{ token, endpoint }`: unsubscribes (`{ removed }`).
 * A subscription is checked before anything is stored: 400 `bad-subscription` unless the endpoint is a URL of at
 * most ENDPOINT_MAX characters, `p256dh` a P-256 public key (65-byte uncompressed point, base64url, on the curve)
 * and `auth` 16 bytes of base64url; 400 `push-host-not-allowed` unless the endpoint is on a browser's push service
 * (push-hosts.ts: https, default port, no credentials; `http://127.0.0.1:…` on test servers). A token not of the
 * match's seats is 403 `bad-token`. Subscribing is limited per client address (limits.ts `push`, 429
 * `rate-limited`) and per seat in the match (match-push.ts, 429 `push-rate-limited`), both with Retry-After.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { body, fail, stub, type AppEnv } from "./api-helpers.ts";
import { clientAddress } from "./client-address.ts";
import { rateLimited } from "./limits.ts";
import { ALLOWED_SERVICES, pushEndpointAllowed } from "./push-hosts.ts";
import { fromBase64url } from "./secrets.ts";
import { vapidKeys, type PushTarget } from "./web-push.ts";

export const ENDPOINT_MAX = 1024;

const Token = v.pipe(v.string(), v.maxLength(128));
const SubscribeBody = v.strictObject({ token: Token, subscription: v.unknown() });
const UnsubscribeBody = v.strictObject({ token: Token, endpoint: v.pipe(v.string(), v.maxLength(ENDPOINT_MAX)) });
const Subscription = v.object({
  endpoint: v.string(),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: v.pipe(v.string(), v.maxLength(200)), auth: v.pipe(v.string(), v.maxLength(100)) }),
});

type Bad = { error: "bad-subscription" | "push-host-not-allowed"; message: string };
const bad = (message: string): Bad => ({ error: "bad-subscription", message });
const notAllowed: Bad = {
  error: "push-host-not-allowed",
  message: `Push endpoints must be https: URLs (default port, no credentials) on a browser's push service: ${ALLOWED_SERVICES}.`,
};

/** A browser's PushSubscription (its `toJSON()`), checked, as the match stores it; or why not. */
export async function parseSubscription(raw: unknown, testHooks: boolean): Promise<PushTarget | Bad> {
  const r = v.safeParse(Subscription, raw);
  if (!r.success) return bad("A subscription is { endpoint, keys: { p256dh, auth } }, as PushSubscription.toJSON() gives it.");
  const { endpoint, keys } = r.output;
  try {
    new URL(endpoint);
  } catch {
    return bad("The endpoint is not a URL.");
  }
  if (endpoint.length > ENDPOINT_MAX) return bad(`The endpoint is longer than ${ENDPOINT_MAX} characters.`);
  if (!pushEndpointAllowed(endpoint, testHooks)) return notAllowed;
  const auth = fromBase64url(keys.auth),
    p256dh = fromBase64url(keys.p256dh);
  if (auth?.length !== 16) return bad("keys.auth must be 16 bytes in base64url.");
  if (p256dh?.length !== 65 || p256dh[0] !== 4) return bad("keys.p256dh must be an uncompressed P-256 point (65 bytes) in base64url.");
  try {
    await crypto.subtle.importKey("raw", p256dh, { name: "ECDH", namedCurve: "P-256" }, false, []);
  } catch {
    return bad("keys.p256dh is not a point of the P-256 curve.");
  }
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

export const pushApi = new Hono<AppEnv>();

pushApi.get("/api/push/key", async (c) => {
  const vapid = await vapidKeys(c.env);
  return c.json({ key: vapid?.publicKey ?? null });
});

pushApi.post("/api/matches/:id/push", async (c) => {
  const b = await body(c, SubscribeBody);
  if ("error" in b) return fail(c, b);
  const target = await parseSubscription(b.subscription, c.env.TEST_HOOKS === "1");
  if ("error" in target) return fail(c, target);
  if (!(await vapidKeys(c.env))) return fail(c, { error: "push-off", message: "This server sends no push notifications." });
  const limited = await rateLimited(c, "push", clientAddress(c.req.raw.headers, c.env));
  if (limited) return limited;
  const r = await stub(c, c.req.param("id")).subscribePush(b.token, target);
  return "error" in r ? fail(c, r) : c.json(r, 201);
});

pushApi.delete("/api/matches/:id/push", async (c) => {
  const b = await body(c, UnsubscribeBody);
  if ("error" in b) return fail(c, b);
  const r = await stub(c, c.req.param("id")).unsubscribePush(b.token, b.endpoint);
  return "error" in r ? fail(c, r) : c.json(r);
});
