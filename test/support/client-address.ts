/**
 * Client addresses for tests: test servers (TEST_HOOKS "1") key their per-address limits on the test-only header
 * (worker/client-address.ts), so a test can be many distinct clients (as players are) or one client many times
 * (to meet a limit). Addresses come from the IPv6 documentation prefix 2001:db8::/32.
 */
import { TEST_CLIENT_HEADER } from "../../worker/client-address.ts";

export { TEST_CLIENT_HEADER };

/** A new random client address. */
export function freshAddress(): string {
  const words = [...crypto.getRandomValues(new Uint16Array(4))].map((w) => w.toString(16));
  return `2001:db8::${words.join(":")}`;
}

/** The header naming `address` (a fresh one by default) as the client. */
export function asClient(address = freshAddress()): Record<string, string> {
  return { [TEST_CLIENT_HEADER]: address };
}
