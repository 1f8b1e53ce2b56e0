/**
 * A match store started from the view its page came with (client/src/core/page-match.ts `pageView`): the board is
 * there at once, read-only — "connecting", as a spectator, an action refused on the spot and never sent — and the
 * welcome replaces it with the socket's own view. The page's version is never offered as `since` (the welcome must
 * bring this socket's own view), and patches apply only on a welcomed view.
 */
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../../contract/protocol.ts";
import { kinds, last, nextSocket, store, summary, useScriptedSockets, view, wait, welcome } from "./scripted-socket.ts";

useScriptedSockets();

const seats = [
  { seat: 0, taken: true, name: "Ana", color: null, online: true },
  { seat: 1, taken: false, name: null, color: null, online: false },
];
/** The page's first view: the spectator's at version 3. */
const first = () => ({ version: 3, view: { ...view(3), seat: null }, match: { ...summary, version: 3, seats } });
const patch = (from: number): ServerFrame => ({ t: "patch", from, v: from + 1, ops: [{ op: "replace", path: "/toAct", value: [9] }] });

describe("match store from the page's first view", () => {
  it("shows the page's view at once, read-only, and the welcome replaces it with the seat's own view", async () => {
    const [s, a] = store("seat-token", first());
    expect(s).toMatchObject({ connection: "connecting", seat: null, version: 3, view: first().view, seats, match: { id: "abcdefghjk" } });
    await wait(0);
    a.act({ type: "pass" });
    expect(s.rejected?.code).toBe("offline");
    last().open();
    expect(last().sent).toEqual([{ t: "hello", token: "seat-token" }]); // no `since`: the page's view is not the seat's
    last().frame(welcome(3));
    expect(s).toMatchObject({ connection: "open", seat: 0, version: 3, view: view(3) });
    last().frame(patch(3));
    expect(s.version).toBe(4);
    expect(s.view?.toAct).toEqual([9]);
  });

  it("a spectator's hello does not offer the page's version either; a patch before the welcome is not applied", async () => {
    const [s] = store(null, first());
    await wait(0);
    last().open();
    expect(last().sent).toEqual([{ t: "hello" }]);
    last().frame(patch(3));
    expect(s.version).toBe(3);
    expect(s.view?.toAct).toEqual(first().view.toAct);
    last().frame({ ...welcome(5), seat: null, view: { ...view(5), seat: null } } as ServerFrame);
    expect(s).toMatchObject({ seat: null, version: 5, view: { ...view(5), seat: null } });
    expect(kinds(last())).toEqual(["hello", "ping"]); // the welcome's view was taken whole: no sync asked
  });

  it("once welcomed, a reconnect resumes from the welcomed version", async () => {
    const [s] = store("seat-token", first());
    await wait(0);
    last().open();
    last().frame(welcome(4));
    last().drop(1006);
    (await nextSocket()).open();
    expect(last().sent).toEqual([{ t: "hello", token: "seat-token", since: 4 }]);
    expect(s.view).toEqual(view(4));
  });
});
