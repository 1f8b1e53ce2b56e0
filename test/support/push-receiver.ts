/**
 * A push service for the Web Push round-trip test, on loopback, in the test process (Node): it hands out browser-like
 * subscriptions (a fresh P-256 key pair and auth secret each; the private parts never leave this process), and for
 * each push it receives it checks the VAPID authorization (RFC 8292: the ES256 JWT verified with the `k=` key, its
 * audience this origin, its expiry within a day) and decrypts the `aes128gcm` body (RFC 8291/8188) with the
 * subscription's private key and auth secret — written here independently of worker/web-push.ts, with Node's
 * WebCrypto. The workerd test drives it over HTTP:
 * - `POST /subscriptions` → `{ endpoint, keys: { p256dh, auth } }`;
 * - `GET /push/<n>` → what reached that endpoint: `{ vapidKey, payload }` or `{ error }` per request;
 * - `POST /push/<n>/answer` `{ status }` → the status later pushes to it get (201 by default; 410 = gone);
 * - `POST /unreachable` → a subscription with good keys whose endpoint is a loopback port nothing listens on (bound
 *   here, then closed), so sending to it fails to connect.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { webcrypto as wc } from "node:crypto";
import { createServer as createTcpServer } from "node:net";

type CryptoKeyPair = import("node:crypto").webcrypto.CryptoKeyPair;
type Received = { vapidKey: string; payload: unknown } | { error: string };
interface Sub {
  pair: CryptoKeyPair;
  publicRaw: Uint8Array;
  auth: Uint8Array;
  received: Received[];
  answer: number;
}

const b64u = (b: Uint8Array) => Buffer.from(b).toString("base64url");
const unb64u = (s: string) => new Uint8Array(Buffer.from(s, "base64url"));
const enc = new TextEncoder();
const cat = (...p: Uint8Array[]) => new Uint8Array(Buffer.concat(p));

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await wc.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await wc.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** RFC 8188 header (salt, rs, keyid = the sender's public key), RFC 8291 keys; one record, padding delimiter 2. */
export async function decrypt(sub: Sub, body: Uint8Array): Promise<string> {
  const salt = body.subarray(0, 16),
    idlen = body[20]!,
    asPublic = body.subarray(21, 21 + idlen),
    sealed = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes`);
  const as = await wc.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(
    await wc.subtle.deriveBits(
      { name: "ECDH", public: as } as import("node:crypto").webcrypto.EcdhKeyDeriveParams,
      sub.pair.privateKey,
      256,
    ),
  );
  const ikm = await hkdf(sub.auth, ecdh, cat(enc.encode("WebPush: info\0"), sub.publicRaw, asPublic), 32);
  const cek = await wc.subtle.importKey("raw", await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16), "AES-GCM", false, [
    "decrypt",
  ]);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const padded = new Uint8Array(await wc.subtle.decrypt({ name: "AES-GCM", iv: nonce }, cek, sealed));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.subarray(0, end));
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; returns the key once the JWT's signature, audience and expiry hold. */
export async function verifyVapid(header: string | undefined, origin: string): Promise<string> {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!m) throw new Error(`Authorization is not VAPID: ${header}`);
  const [, h, c, s, k] = m as unknown as [string, string, string, string, string];
  const key = await wc.subtle.importKey("raw", unb64u(k), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  if (!(await wc.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, unb64u(s), enc.encode(`${h}.${c}`))))
    throw new Error("bad JWT signature");
  const head = JSON.parse(Buffer.from(h, "base64url").toString()),
    claims = JSON.parse(Buffer.from(c, "base64url").toString());
  const now = Date.now() / 1000;
  if (head.alg !== "ES256" || claims.aud !== origin || !(claims.exp > now && claims.exp <= now + 86400) || !claims.sub)
    throw new Error(`bad JWT ${JSON.stringify({ head, claims })}`);
  return k;
}

const read = (req: IncomingMessage) =>
  new Promise<Uint8Array>((res) => {
    const parts: Buffer[] = [];
    req.on("data", (d: Buffer) => parts.push(d)).on("end", () => res(new Uint8Array(Buffer.concat(parts))));
  });

/** A loopback port that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const addr = probe.address();
  await new Promise<void>((r) => probe.close(() => r()));
  return typeof addr === "object" && addr ? addr.port : 9;
}

/** Starts the receiver on 127.0.0.1 (a free port); resolves with its origin and a stop function. */
export async function startPushReceiver(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const subs: Sub[] = [];
  let origin = "";
  const server: Server = createServer(async (req, res) => {
    const json = (status: number, data: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
    const [, kind, n, extra] = (req.url ?? "").split("/");
    const sub = subs[Number(n)];
    const body = await read(req);
    if (req.method === "POST" && kind === "subscriptions") {
      const pair = (await wc.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
      const s: Sub = {
        pair,
        publicRaw: new Uint8Array(await wc.subtle.exportKey("raw", pair.publicKey)),
        auth: wc.getRandomValues(new Uint8Array(16)),
        received: [],
        answer: 201,
      };
      subs.push(s);
      return json(200, { endpoint: `${origin}/push/${subs.length - 1}`, keys: { p256dh: b64u(s.publicRaw), auth: b64u(s.auth) } });
    }
    if (req.method === "POST" && kind === "unreachable") {
      const pair = (await wc.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
      const p256dh = b64u(new Uint8Array(await wc.subtle.exportKey("raw", pair.publicKey)));
      return json(200, {
        endpoint: `http://127.0.0.1:${await closedPort()}/push/unreachable`,
        keys: { p256dh, auth: b64u(wc.getRandomValues(new Uint8Array(16))) },
      });
    }
    if (kind !== "push" || !sub) return json(404, { error: "no such subscription" });
    if (req.method === "GET") return json(200, sub.received);
    if (extra === "answer") return ((sub.answer = JSON.parse(new TextDecoder().decode(body)).status), json(200, {}));
    try {
      if (req.headers["content-encoding"] !== "aes128gcm" || !req.headers.ttl) throw new Error(`headers ${JSON.stringify(req.headers)}`);
      const vapidKey = await verifyVapid(req.headers.authorization, origin);
      sub.received.push({ vapidKey, payload: JSON.parse(await decrypt(sub, body)) });
    } catch (e) {
      sub.received.push({ error: (e as Error).message });
    }
    res.writeHead(sub.answer).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const addr = server.address();
  origin = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
  return { origin, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
