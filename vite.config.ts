// Client build: SolidJS app in client/ → dist/client, served by the worker's static assets binding. The build also
// writes dist/client/_headers, the static assets' security headers, from worker/security-headers.ts (the same rules
// the Worker sets on its own responses).
// `vite` dev server proxies /api (incl. WebSockets) to a running `wrangler dev` on :8787.
import { defineConfig, type Plugin } from "vite";
import solid from "vite-plugin-solid";
import { headersFile } from "./worker/security-headers.ts";

const securityHeaders: Plugin = {
  name: "meeplehall-security-headers",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: headersFile() });
  },
};

export default defineConfig({
  plugins: [solid(), securityHeaders],
  root: "client",
  build: { outDir: "../dist/client", emptyOutDir: true },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
