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
    /**
     * The site's public origin (`https://meeplehall.example`) for link-preview URLs (og:url, og:image); without it
     * previews carry no URLs rather than ones built from the request's Host header. Set it when deploying.
     */
    PUBLIC_ORIGIN?: string;
    /**
     * "1" only in tests: allows forced decks when creating matches and the test-only client address header
     * (client-address.ts). Never set in wrangler.toml.
     */
    TEST_HOOKS?: string;
  }
  interface GlobalProps {
    mainModule: typeof import("./index.ts");
    durableNamespaces: "Match";
  }
}
interface Env extends Cloudflare.Env {}
