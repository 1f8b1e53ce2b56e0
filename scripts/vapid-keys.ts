/**
 * `npx tsx scripts/vapid-keys.ts` (run by `npm run dev` first): makes sure `.dev.vars`, which `wrangler dev` reads
 * and git ignores, holds a VAPID key pair for Web Push (worker/web-push.ts). When it has none, a fresh pair is
 * generated locally (node:crypto, no network) and appended; an existing pair is left alone. Keys are never
 * committed: deploys take theirs from Worker secrets (docs/notifications.md), tests make one per run
 * (vitest.config.ts calls `newVapidPair`).
 */
import { generateKeyPairSync } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** A P-256 pair as the Worker wants it: the uncompressed public point and the private scalar, base64url. */
export function newVapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d! };
}

function main(): void {
  const file = resolve(fileURLToPath(new URL("..", import.meta.url)), ".dev.vars");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^VAPID_PRIVATE_KEY\s*=/m.test(text) && /^VAPID_PUBLIC_KEY\s*=/m.test(text)) return;
  const pair = newVapidPair();
  const lines = [
    "# Web Push keys for `wrangler dev` only, made by scripts/vapid-keys.ts (this file is gitignored)",
    `VAPID_PUBLIC_KEY="${pair.VAPID_PUBLIC_KEY}"`,
    `VAPID_PRIVATE_KEY="${pair.VAPID_PRIVATE_KEY}"`,
    `VAPID_SUBJECT="mailto:dev@meeplehall.invalid"`,
  ];
  appendFileSync(file, `${text && !text.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`, { mode: 0o600 });
  process.stderr.write("vapid-keys: wrote a new dev VAPID key pair to .dev.vars\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
