// Worker bindings (mirrors wrangler.toml) and main-module typing for `cloudflare:workers` exports.
// Hand-written instead of `wrangler types` output so the 500 KB generated file stays out of the repo.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    MATCH: DurableObjectNamespace<import("./match.ts").Match>;
    /** Per-client-address rate limits (worker/limits.ts; numbers in wrangler.toml). */
    LIMIT_CREATE: RateLimit;
    LIMIT_CLAIM: RateLimit;
    LIMIT_SOCKET: RateLimit;
    LIMIT_PUSH: RateLimit;
    /**
     * The site's public origin (`https://meeplehall.example`) for link-preview URLs (og:url, og:image); without it
     * previews carry no URLs rather than ones built from the request's Host header. Set it when deploying.
     */
    PUBLIC_ORIGIN?: string;
    /**
     * Web Push (turn notifications; worker/web-push.ts): the VAPID key pair as Worker secrets, base64url — the public
     * key the 65-byte uncompressed P-256 point, the private key its 32-byte scalar — and the contact the push
     * services see (`mailto:` or `https:`; PUBLIC_ORIGIN when absent). Without the keys the site offers no push.
     * `npm run dev` writes a local pair into the gitignored .dev.vars (scripts/vapid-keys.ts).
     */
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    /**
     * "1" only in tests: allows forced decks when creating matches, the test-only client address header
     * (client-address.ts) and push endpoints at http://127.0.0.1 (push-routes.ts). Never set in wrangler.toml.
     */
    TEST_HOOKS?: string;
    /** Test servers only (with TEST_HOOKS "1"): a JSON object overriding some of the server's waits and budgets (tunables.ts). */
    TEST_TUNABLES?: string;
  }
  interface GlobalProps {
    mainModule: typeof import("./index.ts");
    durableNamespaces: "Match";
  }
}
interface Env extends Cloudflare.Env {}
