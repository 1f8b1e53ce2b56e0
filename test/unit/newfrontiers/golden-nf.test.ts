/**
 * The richer expectations of the New Frontiers golden replays (test/golden/nf-*.json): besides the scores and items
 * that test/unit/golden-replays.test.ts checks, `expectEmpires` states each seat's credits, VP chips, colonists,
 * colonies, explored worlds, developments and goods at the end, and `expectState` the track, round, Produce tile
 * credits, colonist supply, end triggers, the pending decision and worlds in / out of the bag — all worked out by
 * hand from the rule text (each file's description).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import type { NfState } from "../../../engine/newfrontiers/state.ts";

const dir = join(import.meta.dirname, "..", "..", "golden");
const files = readdirSync(dir).filter((f) => f.startsWith("nf-") && f.endsWith(".json")).sort();

interface EmpireExpect {
  credits?: number;
  vpChips?: number;
  colonists?: number;
  colonies?: string[];
  explored?: string[];
  developments?: string[];
  goods?: Record<string, string | null>;
}
interface NfGolden {
  options?: unknown;
  players: number;
  seed?: string;
  deck?: string[];
  actions: ({ seat: number } & Record<string, unknown>)[];
  expectEmpires?: Record<string, EmpireExpect>;
  expectState?: {
    track?: number[];
    round?: number;
    produceCredits?: number;
    colonistSupply?: number;
    endTriggers?: string[];
    pending?: Record<string, unknown>;
    bagHas?: string[];
    bagLacks?: string[];
  };
}

function replay(g: NfGolden): NfState {
  const o = newFrontiers.parseOptions(g.options);
  if (isRuleError(o)) throw new Error(o.message);
  let s = newFrontiers.setup(g.players, o, g.seed ?? "replay", g.deck ? { deck: g.deck } : undefined);
  if (isRuleError(s)) throw new Error(s.message);
  for (const [i, { seat, ...rest }] of g.actions.entries()) {
    const a = newFrontiers.parseAction(rest);
    if (isRuleError(a)) throw new Error(`action ${i}: ${a.message}`);
    const out = newFrontiers.apply(s, seat, a);
    if (isRuleError(out)) throw new Error(`action ${i} ${JSON.stringify(rest)} by seat ${seat}: ${out.code}: ${out.message}`);
    s = out.state;
  }
  return s;
}

describe("New Frontiers golden replays: empires and state", () => {
  it("exist", () => expect(files.length).toBeGreaterThanOrEqual(5));
  for (const file of files) {
    const g = JSON.parse(readFileSync(join(dir, file), "utf8")) as NfGolden;
    if (!g.expectEmpires && !g.expectState) continue;
    it(file, () => {
      const s = replay(g);
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
      if (st.endTriggers) expect(s.endTriggers).toEqual(st.endTriggers);
      if (st.pending) expect(s.pending).toMatchObject(st.pending);
      for (const w of st.bagHas ?? []) expect(s.bag, `bag has ${w}`).toContain(w);
      for (const w of st.bagLacks ?? []) expect(s.bag, `bag lacks ${w}`).not.toContain(w);
    });
  }
});
