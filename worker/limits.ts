/**
 * Per-client-address rate limits on what costs storage or fans out: creating a match, claiming a seat, opening a
 * match WebSocket, subscribing a browser to a seat's turn notifications (each subscription is sent a push every turn). They use Cloudflare's rate-limiting binding (wrangler.toml `[[ratelimits]]`; `wrangler dev` and
 * the workerd tests run it in memory), keyed on the client address (client-address.ts). The binding counts per
 * fixed window of `period` seconds and says only yes or no, so a refusal answers 429 with `Retry-After` set to the
 * whole period: waiting that long is always enough.
 *
 * The numbers live in wrangler.toml; docs/api.md ("Limits") says what each is and why real players never meet it.
 */
import type { Context } from "hono";
import { fail } from "./api-helpers.ts";

/** Each limit's binding; its window (seconds) is the `period` of the same binding in wrangler.toml. */
export const LIMITS = {
  create: { binding: "LIMIT_CREATE", period: 60, what: "matches created" },
  claim: { binding: "LIMIT_CLAIM", period: 60, what: "seats claimed" },
  socket: { binding: "LIMIT_SOCKET", period: 60, what: "connections opened" },
  push: { binding: "LIMIT_PUSH", period: 60, what: "push subscriptions" },
} as const satisfies Record<string, { binding: keyof Env; period: number; what: string }>;

export type LimitName = keyof typeof LIMITS;

/** null when the request may go on; else the 429 answer (the request is not carried out). */
export async function rateLimited(c: Context<{ Bindings: Env }>, name: LimitName, address: string): Promise<Response | null> {
  const limit = LIMITS[name];
  const { success } = await c.env[limit.binding].limit({ key: address });
  if (success) return null;
  return fail(c, {
    error: "rate-limited",
    message: `Too many ${limit.what} from your address; try again in ${limit.period} seconds.`,
    retryAfter: limit.period,
  });
}
