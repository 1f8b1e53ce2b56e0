/**
 * Where this server may send Web Push: the push services browsers themselves use, and nothing else. A push
 * subscription's endpoint comes from the browser, so any client could otherwise make the match's Durable Object
 * POST to a host of its choosing (an internal address, an odd port, someone else's site) on every turn. The list:
 * - `fcm.googleapis.com`: Firebase Cloud Messaging, for Chrome, Opera, Samsung Internet, Brave and Edge on Android
 *   (endpoints `https://fcm.googleapis.com/fcm/send/…` or `/wp/…`); `android.googleapis.com` is its legacy GCM host
 *   (`/gcm/send/…`), which older Chromium subscriptions still carry;
 * - `updates.push.services.mozilla.com`: Mozilla autopush, for Firefox (`/wpush/v1|v2/…`);
 * - `*.push.apple.com`: Apple's push service, for Safari and Home Screen web apps. Subscriptions come as
 *   `https://web.push.apple.com/…`, but WebKit's "Meet Web Push" tells servers that manage endpoints tightly to
 *   allow any subdomain of push.apple.com, so a move to another Apple host does not silently end Safari's pushes;
 *   every such host is Apple's own;
 * - `*.notify.windows.com`: Windows Push Notification Services, for Edge on Windows (`https://wns2-….notify.windows.com/w/?token=…`).
 * Besides the host: `https:` only, the default port (none written, or 443), no user name or password. IP literals
 * never match a name here. Test servers (TEST_HOOKS "1") also take `http://127.0.0.1:<port>`, where the
 * round-trip test's receiver listens.
 */

/** Hosts allowed exactly. */
const EXACT = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
/** Hosts allowed with any subdomain in front (the leading dot keeps `evilpush.apple.com` out). */
const SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/** The allowed services, named for people (the refusal's message, docs/notifications.md). */
export const ALLOWED_SERVICES =
  "Firebase Cloud Messaging (fcm.googleapis.com, android.googleapis.com), Mozilla autopush (updates.push.services.mozilla.com), " +
  "Apple (web.push.apple.com, *.push.apple.com) and Windows Push Notification Services (*.notify.windows.com)";

/** Whether a host name is one of the push services. */
export function isPushHost(host: string): boolean {
  const h = host.toLowerCase();
  return EXACT.includes(h) || SUFFIXES.some((s) => h.endsWith(s) && h.length > s.length);
}

/**
 * Whether this server may send to `endpoint`: checked when a subscription is stored and again before each send (a
 * subscription stored before the list existed is dropped rather than used).
 */
export function pushEndpointAllowed(endpoint: string, testHooks: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testHooks && url.protocol === "http:" && url.hostname === "127.0.0.1") return true;
  // URL drops a port equal to the scheme's default, so "" means 443 here (written or not).
  return url.protocol === "https:" && url.port === "" && isPushHost(url.hostname);
}
