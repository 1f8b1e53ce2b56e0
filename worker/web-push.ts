/**
 * Web Push messages from the Worker, with WebCrypto and fetch only (runs in workerd): the payload is encrypted
 * as RFC 8291 says (`aes128gcm`, RFC 8188: one record, ECDH P-256 with the subscription's key, HKDF with its auth
 * secret) and the request carries a VAPID authorization (RFC 8292: an ES256 JWT for the push service's origin and
 * the application server's public key).
 *
 * Why no library: the WebCrypto-only candidates that install under this project's Node 20 with engine-strict,
 * @pushforge/builder 2.0.5 and @block65/webcrypto-web-push 1.0.2, both encrypt with the obsolete draft scheme
 * (`Content-Encoding: aesgcm`, `Encryption`/`Crypto-Key` headers), not RFC 8291's `aes128gcm`, which the standard
 * and Apple's push service require; @block65/webcrypto-web-push 2.0.0 needs Node 22. The RFC part is short, and
 * test/support/push-receiver.ts decrypts it independently (Node's WebCrypto) in the round-trip test.
 *
 * The keys come from Worker secrets (docs/notifications.md, "Keys"): VAPID_PUBLIC_KEY, the uncompressed P-256 point
 * (65 bytes) in base64url, the form browsers take as `applicationServerKey`; VAPID_PRIVATE_KEY, the private scalar
 * (32 bytes) in base64url; VAPID_SUBJECT, a `mailto:` or `https:` contact for the push services (optional).
 */
import { base64url, fromBase64url } from "./secrets.ts";

export interface Vapid {
  publicKey: string;
  key: CryptoKey;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const enc = new TextEncoder();
const cache = new WeakMap<object, Promise<Vapid | null>>();

/** The VAPID keys of this Worker, or null when push is off (keys absent or malformed: the site works without). */
export function vapidKeys(
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "PUBLIC_ORIGIN">,
): Promise<Vapid | null> {
  let out = cache.get(env);
  if (!out)
    cache.set(
      env,
      (out = importVapid(
        env.VAPID_PUBLIC_KEY,
        env.VAPID_PRIVATE_KEY,
        env.VAPID_SUBJECT ?? env.PUBLIC_ORIGIN ?? "mailto:push@meeplehall.invalid",
      )),
    );
  return out;
}

async function importVapid(publicKey: string | undefined, privateKey: string | undefined, subject: string): Promise<Vapid | null> {
  const pub = publicKey ? fromBase64url(publicKey.trim()) : null,
    d = privateKey ? fromBase64url(privateKey.trim()) : null;
  if (!pub || !d || pub.length !== 65 || pub[0] !== 4 || d.length !== 32) return null;
  const jwk = { kty: "EC", crv: "P-256", x: base64url(pub.slice(1, 33)), y: base64url(pub.slice(33)), d: base64url(d), ext: false };
  try {
    const key = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
    return { publicKey: base64url(pub), key, subject };
  } catch {
    return null;
  }
}

/** RFC 8292: `vapid t=<ES256 JWT for the endpoint's origin, valid 12 h>, k=<public key>`. */
async function authorization(vapid: Vapid, endpoint: string, now: number): Promise<string> {
  const part = (o: object) => base64url(enc.encode(JSON.stringify(o)));
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: vapid.subject })}`;
  const sig = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, vapid.key, enc.encode(unsigned)); // r || s, as JWS wants
  return `vapid t=${unsigned}.${base64url(new Uint8Array(sig))}, k=${vapid.publicKey}`;
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
};

/** RFC 8291 §3–4: the `aes128gcm` body (header: salt, record size, the sender's key; then one sealed record). */
export async function encrypt(target: PushTarget, plaintext: Uint8Array): Promise<Uint8Array> {
  const uaPublic = fromBase64url(target.p256dh)!,
    authSecret = fromBase64url(target.auth)!;
  const ua = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const local = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer);
  const ecdhParams = { name: "ECDH", public: ua } as unknown as SubtleCryptoDeriveKeyAlgorithm; // workers-types spells it `$public`
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits(ecdhParams, local.privateKey, 256));
  const ikm = await hkdf(authSecret, ecdh, concat(enc.encode("WebPush: info\0"), uaPublic, asPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aes, concat(plaintext, new Uint8Array([2])))); // 2: last record
  const header = new Uint8Array(21);
  header.set(salt);
  new DataView(header.buffer).setUint32(16, 4096);
  header[20] = asPublic.length;
  return concat(header, asPublic, sealed);
}

/** Sends one push message (JSON payload); resolves with the push service's status (0 when it could not be reached; a 3xx as it is). */
export async function sendPush(vapid: Vapid, target: PushTarget, payload: unknown, opts: { ttl: number; topic?: string }): Promise<number> {
  const body = await encrypt(target, enc.encode(JSON.stringify(payload)));
  const headers: Record<string, string> = {
    Authorization: await authorization(vapid, target.endpoint, Date.now()),
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(opts.ttl),
    Urgency: "high",
    ...(opts.topic ? { Topic: opts.topic } : {}),
  };
  try {
    // A redirect is answered, not followed: the request must not leave the allowed push hosts (push-hosts.ts).
    const res = await fetch(target.endpoint, { method: "POST", headers, body, redirect: "manual" });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}
