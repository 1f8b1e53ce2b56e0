// Client build: SolidJS app in client/ → dist/client, served by the worker's static assets binding.
// `vite` dev server proxies /api (incl. WebSockets) to a running `wrangler dev` on :8787.
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";

export default defineConfig({
  plugins: [solid()],
  root: "client",
  build: { outDir: "../dist/client", emptyOutDir: true },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
