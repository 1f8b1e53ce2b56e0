/**
 * Who is asking: the client address the per-address limits are keyed on. On Cloudflare it is the
 * `CF-Connecting-IP` header, which the edge sets itself (`wrangler dev` sets it to the loopback address). Test
 * servers (the TEST_HOOKS binding is "1") also accept a test-only header naming the address, so tests can play
 * many distinct clients from one machine and can exercise the limits; any other server ignores that header.
 */

/** The test-only header naming the client address (honoured only when TEST_HOOKS is "1"). */
export const TEST_CLIENT_HEADER = "X-Test-Client-Address";

/** The address every request without one shares (never seen on Cloudflare, which always sets the header). */
const UNKNOWN = "unknown";

export function clientAddress(headers: Headers, env: Pick<Env, "TEST_HOOKS">): string {
  const forTests = env.TEST_HOOKS === "1" ? headers.get(TEST_CLIENT_HEADER)?.trim() : undefined;
  return (forTests || headers.get("CF-Connecting-IP")?.trim() || UNKNOWN).slice(0, 64);
}
