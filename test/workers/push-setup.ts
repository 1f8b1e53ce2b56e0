/**
 * Global setup of the "workers" project: starts the Web Push receiver of the round-trip test (test/support/
 * push-receiver.ts) in Node on loopback, where workerd's outgoing fetch reaches it, and tells the tests its origin.
 */
import type { TestProject } from "vitest/node";
import { startPushReceiver } from "../support/push-receiver.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pushReceiver: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const receiver = await startPushReceiver();
  project.provide("pushReceiver", receiver.origin);
  return receiver.stop;
}
