import { createServer } from "node:http";
export default async function setup(project: any) {
  const srv = createServer((req, res) => { res.end("ok"); });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  project.provide("pushReceiverPort", (srv.address() as any).port);
  return () => new Promise<void>((r) => srv.close(() => r()));
}
