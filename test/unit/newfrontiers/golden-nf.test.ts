/**
 * The richer expectations of the New Frontiers golden replays (test/golden/nf-*.json): besides the scores and items
 * that test/unit/golden-replays.test.ts checks, `expectEmpires` states each seat's credits, VP chips, colonists,
 * colonies, explored worlds, developments and goods at the end, and `expectState` the track, round, Produce tile
 * credits, colonist supply, end triggers, the pending decision and worlds in / out of the bag — all worked out by
 * hand from the rule text (each file's description).
 */
import { describe, expect, it } from "vitest";
import { type EmpireExpect, nfGoldenFiles, replayNf } from "./golden-files.ts";

const files = nfGoldenFiles();

describe("New Frontiers golden replays: empires and state", () => {
  it("exist", () => expect(files.length).toBeGreaterThanOrEqual(5));
  for (const { file, golden: g } of files) {
    if (!g.expectEmpires && !g.expectState) continue;
    it(file, () => {
      const s = replayNf(g);
      for (const [seat, want] of Object.entries(g.expectEmpires ?? {})) {
        const e = s.empires[Number(seat)];
        if (!e) throw new Error(`no seat ${seat}`);
        const got: EmpireExpect = {
          credits: e.credits,
          vpChips: e.vpChips,
          colonists: e.colonists,
          colonies: e.colonies.map((c) => c.tile),
          explored: e.explored,
          developments: e.developments.map((d) => d.tile),
          goods: Object.fromEntries(e.colonies.map((c) => [c.tile, c.good])),
        };
        const { goods, ...plain } = want;
        expect(got, `seat ${seat}`).toMatchObject(plain);
        if (goods) expect(got.goods, `seat ${seat} goods`).toMatchObject(goods);
      }
      const st = g.expectState;
      if (!st) return;
      if (st.track) expect(s.track).toEqual(st.track);
      if (st.round !== undefined) expect(s.round).toBe(st.round);
      if (st.produceCredits !== undefined) expect(s.produceCredits).toBe(st.produceCredits);
      if (st.colonistSupply !== undefined) expect(s.colonistSupply).toBe(st.colonistSupply);
      if (st.vpPool !== undefined) expect(s.vpPool).toBe(st.vpPool);
      if (st.endTriggers) expect(s.endTriggers).toEqual(st.endTriggers);
      if (st.pending) expect(s.pending).toMatchObject(st.pending);
      for (const w of st.bagHas ?? []) expect(s.bag, `bag has ${w}`).toContain(w);
      for (const w of st.bagLacks ?? []) expect(s.bag, `bag lacks ${w}`).not.toContain(w);
    });
  }
});
