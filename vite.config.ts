// Client build: SolidJS app in client/ → dist/client, served by the worker's static assets binding. The build also
// writes dist/client/_headers, the static assets' security headers, from worker/security-headers.ts (the same rules
// the Worker sets on its own responses), and dist/client/preload.json, each game's first-board chunks that the
// Worker names in match pages (contract/preload.ts). Its chunks are cut as client-chunks.ts says.
// `vite` dev server proxies /api (incl. WebSockets) to a running `wrangler dev` on :8787.
import { defineConfig, type Plugin } from "vite";
import solid from "vite-plugin-solid";
import { fileURLToPath } from "node:url";
import { headersFile } from "./worker/security-headers.ts";
import { PRELOAD_FILE, preloadTable, type BuiltChunk } from "./contract/preload.ts";
import { clientChunks } from "./client-chunks.ts";

const securityHeaders: Plugin = {
  name: "meeplehall-security-headers",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: headersFile() });
  },
};

const gamePreload: Plugin = {
  name: "meeplehall-game-preload",
  generateBundle(_options, bundle) {
    const table = preloadTable(bundle as unknown as Record<string, BuiltChunk>, fileURLToPath(new URL("./client", import.meta.url)));
    this.emitFile({ type: "asset", fileName: PRELOAD_FILE, source: JSON.stringify(table) });
  },
};

export default defineConfig({
  plugins: [solid(), securityHeaders, gamePreload],
  root: "client",
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // No modulepreload polyfill in the first chunk (it kept the JS a first page loads over its 60 kB budget):
    // Chrome, Edge, Firefox 115+ and Safari 17+ read <link rel="modulepreload"> themselves, and in an older browser
    // the link is only a hint: the modules still load through their imports, a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: clientChunks(fileURLToPath(new URL("./client", import.meta.url))) } },
  },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
