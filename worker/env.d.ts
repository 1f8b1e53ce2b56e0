// Worker bindings (mirrors wrangler.toml) and main-module typing for `cloudflare:workers` exports.
// Hand-written instead of `wrangler types` output so the 500 KB generated file stays out of the repo.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    MATCH: DurableObjectNamespace<import("./match.ts").Match>;
    /** "1" only in tests: allows forced decks when creating matches. Never set in wrangler.toml. */
    TEST_HOOKS?: string;
  }
  interface GlobalProps {
    mainModule: typeof import("./index.ts");
    durableNamespaces: "Match";
  }
}
interface Env extends Cloudflare.Env {}
