/**
 * Seeing what happens (board games): the score track's geometry and laps, the score-over-time series
 * and its chart geometry from score records, the remaining tiles counted from a real game's views (equal to the
 * tile set minus the board, the discarded tiles and the tile in play), the tiles lit when points are scored, the
 * end screen's reason (New Frontiers' too: the end conditions the engine recorded) and the Gold Mines prompt in
 * all four languages.
 */
import { afterAll, describe, expect, it } from "vitest";
import { lapLabel, trackCell, trackMarkers } from "../../../client/src/games/carcassonne/ui/score-track.ts";
import { niceTop, scoreSeries, seriesPoints } from "../../../client/src/games/carcassonne/ui/score-series.ts";
import { remainingTiles, remainingTotal } from "../../../client/src/games/carcassonne/ui/remaining-tiles.ts";
import { endReason } from "../../../client/src/games/carcassonne/ui/end-reason.ts";
import { flashesOf, lastTurn } from "../../../client/src/games/carcassonne/board/score-flash.ts";
import { tb } from "../../../client/src/games/carcassonne/i18n/index.ts";
import { tbEnd } from "../../../client/src/games/carcassonne/i18n/end.ts";
import { endEn } from "../../../client/src/games/carcassonne/i18n/end-en.ts";
import { loadLocale, setLocale, type Locale } from "../../../client/src/i18n/i18n.ts";
import { carcassonne } from "../../../engine/carcassonne/game.ts";
import { TILE_KINDS } from "../../../engine/carcassonne/tiles.ts";
import type { CarcState } from "../../../engine/carcassonne/state.ts";
import type { CarcView } from "../../../engine/carcassonne/views.ts";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { CARC_LOG, name } from "./board-log-fixtures.ts";
import { logLines } from "../../../client/src/games/carcassonne/ui/log-lines.ts";
import { endReasonText } from "../../../client/src/games/newfrontiers/ui/nf-end-reason.ts";

/** An English message with its arguments filled in. */
const render = (msg: string, args: Record<string, string | number>) => msg.replace(/\{\{ (\w+) \}\}/g, (_, k: string) => String(args[k]));

async function inLocale(l: Locale): Promise<void> {
  setLocale(l);
  await loadLocale(l);
}
afterAll(() => inLocale("en"));

describe("score track", () => {
  it("runs 0–49 as a snake of five rows of ten", () => {
    expect(trackCell(0)).toEqual({ col: 0, row: 0 });
    expect(trackCell(9)).toEqual({ col: 9, row: 0 });
    expect(trackCell(10)).toEqual({ col: 9, row: 1 });
    expect(trackCell(19)).toEqual({ col: 0, row: 1 });
    expect(trackCell(40)).toEqual({ col: 0, row: 4 });
    expect(trackCell(49)).toEqual({ col: 9, row: 4 });
  });
  it("puts each seat on score mod 50 with its laps, side by side on a shared space", () => {
    const ms = trackMarkers([12, 62, 12, 100]);
    expect(ms.map((m) => [m.space, m.lap, m.stack, m.of])).toEqual([
      [12, 0, 0, 3],
      [12, 1, 1, 3],
      [12, 0, 2, 3],
      [0, 2, 0, 1],
    ]);
    expect(ms.map((m) => lapLabel(m.lap))).toEqual(["", "+50", "", "+100"]);
  });
});

describe("score over time", () => {
  it("a point per turn from the score records, the last after the final scoring", () => {
    const s = scoreSeries(CARC_LOG, 2);
    // turns: Ana, Bolek, Ana (roads 5 + 5), Bolek (city 6); then the final scoring (2; 0 + 3 + 2)
    expect(s.steps).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [5, 5],
      [5, 11],
      [7, 16],
    ]);
    expect(s.finalStep).toBe(5);
    expect(s.max).toBe(16);
    expect(niceTop(16)).toBe(20);
    expect(niceTop(120)).toBe(150);
    const pts = seriesPoints(s, 100, 40);
    expect(pts).toHaveLength(2);
    expect(pts[1]!.split(" ")).toEqual(["0,40", "20,40", "40,40", "60,30", "80,18", "100,8"]);
  });
  it("a game under way has no final step; an empty log one flat point", () => {
    expect(scoreSeries(CARC_LOG.slice(0, 12), 2)).toMatchObject({
      finalStep: null,
      steps: [
        [0, 0],
        [0, 0],
        [0, 0],
        [5, 5],
      ],
    });
    expect(scoreSeries([], 3)).toEqual({ steps: [[0, 0, 0]], finalStep: null, max: 1 });
  });
});

describe("remaining tiles", () => {
  /** The tile set of the game, minus what is out: the expected counts from public information. */
  function expected(s: CarcState, view: CarcView, sets: string[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const k of TILE_KINDS.filter((k) => sets.includes(k.set))) out[k.id] = k.data.count;
    for (const b of view.board) out[b.tile]!--;
    for (const d of view.discarded) out[d]!--;
    if (view.tile) out[view.tile]!--;
    return out;
  }
  it("equal the tile set minus the board, the discarded and the tile in play, all through a seeded game", () => {
    const setup = carcassonne.setup(
      3,
      {
        farmers: true,
        goldMines: true,
        river: false,
        river2: false,
        innsCathedrals: false,
        incompleteScoreNothing: false,
        handOfThree: false,
        returnUnplaceable: false,
        firstSeat: 0,
      },
      "seeing-remaining",
    );
    if (isRuleError(setup)) throw new Error(setup.message);
    let s = setup;
    let checked = 0;
    for (let n = 0; n < 400 && carcassonne.toAct(s).length > 0; n++) {
      const seat = carcassonne.toAct(s)[0]!;
      if (n % 7 === 0) {
        const view = carcassonne.view(s, null) as CarcView;
        const kinds = remainingTiles(view);
        const want = expected(s, view, ["base", "goldmines"]);
        for (const k of kinds) expect(k.left, k.tile).toBe(want[k.tile]);
        expect(kinds.map((k) => k.tile).sort()).toEqual(Object.keys(want).sort());
        expect(remainingTotal(kinds)).toBe(view.tilesLeft);
        checked++;
      }
      const applied = carcassonne.apply(s, seat, carcassonne.legalActions(s, seat)[0]!);
      if (isRuleError(applied)) throw new Error(applied.message);
      s = applied.state;
    }
    expect(checked).toBeGreaterThan(10);
    const end = carcassonne.view(s, 0) as CarcView;
    expect(remainingTotal(remainingTiles(end))).toBe(0);
  });
  it("with a hand of three, my own hand is out and the others' hands are still to come", () => {
    const s = carcassonne.setup(
      2,
      {
        farmers: false,
        goldMines: false,
        river: false,
        river2: false,
        innsCathedrals: false,
        incompleteScoreNothing: false,
        handOfThree: true,
        returnUnplaceable: false,
        firstSeat: 0,
      },
      "seeing-hand",
    );
    if (isRuleError(s)) throw new Error(s.message);
    const mine = carcassonne.view(s, 0) as CarcView;
    expect(remainingTotal(remainingTiles(mine))).toBe(mine.tilesLeft + 3);
    const total = remainingTiles(mine).reduce((a, k) => a + k.total, 0);
    expect(total).toBe(72);
  });
});

describe("Gold Mines in the log of a real game", () => {
  it("each ingot taken names who took it and from where, and shared gold names every owner of the feature", async () => {
    await inLocale("en");
    const s0 = carcassonne.setup(
      3,
      {
        farmers: true,
        goldMines: true,
        river: false,
        river2: false,
        innsCathedrals: false,
        incompleteScoreNothing: false,
        handOfThree: false,
        returnUnplaceable: false,
        firstSeat: 0,
      },
      "gold-5",
    );
    if (isRuleError(s0)) throw new Error(s0.message);
    let s = s0;
    // a seeded game that places meeples often (every other turn when it may), so features are shared
    for (let k = 5; carcassonne.toAct(s).length > 0; k++) {
      const seat = carcassonne.toAct(s)[0]!;
      const legal = carcassonne.legalActions(s, seat);
      const meeples = legal.filter((a) => a.type === "meeple");
      const r = carcassonne.apply(
        s,
        seat,
        meeples.length > 0 && k % 2 === 1 ? meeples[k % meeples.length]! : legal[(k * 7) % legal.length]!,
      );
      if (isRuleError(r)) throw new Error(r.message);
      s = r.state;
    }
    const view = carcassonne.view(s, null) as CarcView;
    const gold = logLines(view.log, (i) => ["Ana", "Bo", "Cy"][i]!, view.board[0]!.tile)
      .filter((l) => l.key === "goldTaken")
      .map((l) => l.text);
    expect(gold.length).toBe(view.log.filter((r) => r.key === "goldTaken").length);
    for (const line of gold)
      expect(line).toMatch(
        /^(Ana|Bo|Cy) took a gold ingot from the tile at \(-?\d+, -?\d+\)( \(gold shared by (Ana|Bo|Cy) and (Ana|Bo|Cy)\))?$/,
      );
    expect(gold).toContain("Bo took a gold ingot from the tile at (-3, 3) (gold shared by Bo and Cy)");
  });
});

describe("scored features lit on the board", () => {
  it("one outline per scoring seat and tile of items worth points", () => {
    const f = flashesOf(CARC_LOG.slice(9, 12));
    expect(f.map((x) => x.key)).toEqual(["0:0,0", "0:1,0", "0:2,0", "0:3,0", "0:4,0", "1:0,0", "1:1,0", "1:2,0", "1:3,0", "1:4,0"]);
    // both seats scored the same road: the second outline sits inside the first
    expect(f.map((x) => x.ring)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect(flashesOf(CARC_LOG.filter((r) => r.key === "scored" && r.args.item.points === 0))).toEqual([]);
  });

  it("records of several turns at once (a replay's slider moved far) light the last turn's scores only", () => {
    const placed = CARC_LOG.flatMap((r, i) => (r.key === "tilePlaced" ? [i] : []));
    expect(placed.length).toBeGreaterThan(1);
    const last = placed.at(-1)!;
    expect(lastTurn(CARC_LOG)).toEqual(CARC_LOG.slice(last));
    expect(flashesOf(lastTurn(CARC_LOG))).toEqual(flashesOf(CARC_LOG.slice(last)));
    // every scored record before the last turn is left out; one turn's records (no tile placed, or only its own
    // first) are kept whole
    expect(lastTurn(CARC_LOG).filter((r) => r.key === "scored").length).toBeLessThan(CARC_LOG.filter((r) => r.key === "scored").length);
    const meepleStep = CARC_LOG.slice(placed[0]! + 1, placed[1]);
    expect(lastTurn(meepleStep)).toEqual(meepleStep);
    expect(lastTurn(CARC_LOG.slice(placed[0]!, placed[1]))).toEqual(CARC_LOG.slice(placed[0]!, placed[1]));
  });
});

describe("end reason and the gold prompt in four languages", () => {
  const cases: Record<Locale, [string, string, string, string, string]> = {
    en: [
      "The game ended: the last tile was placed.",
      "The game ended: no tile left in the stack fits the board.",
      "The game ended by vote after Bolek ran out of time.",
      "Take the gold ingot",
      "Take one of the 3 gold ingots (one at a time)",
    ],
    es: [
      "La partida terminó: se colocó la última loseta.",
      "La partida terminó: ninguna loseta que queda en la pila encaja en el tablero.",
      "La partida terminó por votación después de que Bolek se quedara sin tiempo.",
      "Toma el lingote de oro",
      "Toma uno de los 3 lingotes de oro (de uno en uno)",
    ],
    pl: [
      "Gra skończyła się: wyłożono ostatnią płytkę.",
      "Gra skończyła się: żadna płytka ze stosu nie pasuje do planszy.",
      "Gra skończyła się głosowaniem, bo skończył się czas: Bolek.",
      "Weź sztabkę złota",
      "Weź jedną z 3 sztabek złota (po jednej)",
    ],
    ro: [
      "Jocul s-a încheiat: a fost plasat ultimul cartonaș.",
      "Jocul s-a încheiat: niciun cartonaș rămas în teanc nu se potrivește pe tablă.",
      "Jocul s-a încheiat prin vot după ce Bolek a rămas fără timp.",
      "Ia lingoul de aur",
      "Ia unul dintre cele 3 lingouri de aur (pe rând)",
    ],
  };
  for (const [l, [last, noFit, vote, one, three]] of Object.entries(cases) as [Locale, string[]][]) {
    it(l, async () => {
      await inLocale(l);
      expect(endReason({ tilesLeft: 0 }, null, name)).toBe(last);
      expect(endReason({ tilesLeft: 4 }, null, name)).toBe(noFit);
      expect(endReason({ tilesLeft: 0 }, [1], name)).toBe(vote);
      expect(tb("takeGold", { n: 1 })).toBe(one);
      expect(tb("takeGold", { n: 3 })).toBe(three);
      const args = { scores: "x", n: 2, left: 1, total: 2, names: "Ana" };
      for (const k of ["scoreTrackLabel", "remainingOpen", "field", "space"] as const) expect(tb(k, args)).not.toMatch(/\{\{|^$/);
      // the lazily loaded parts' namespace: every key given, none left in English
      for (const k of Object.keys(endEn) as (keyof typeof endEn)[]) {
        expect(tbEnd(k, args)).not.toMatch(/\{\{|^$/);
        if (l !== "en") expect(tbEnd(k, args), k).not.toBe(render(endEn[k], args));
      }
    });
  }
});

describe("New Frontiers: why the game ended", () => {
  const cases: Record<Locale, [string, string]> = {
    en: ["The game ended: VP pool empty, more than 7 colonies.", "The game ended by vote after Ana ran out of time."],
    es: [
      "La partida terminó: reserva de PV vacía, más de 7 colonias.",
      "La partida terminó por votación después de que Ana se quedara sin tiempo.",
    ],
    pl: ["Gra skończyła się: pula PZ wyczerpana, ponad 7 kolonii.", "Gra skończyła się głosowaniem, bo skończył się czas: Ana."],
    ro: ["Jocul s-a încheiat: rezerva de PV e goală, mai mult de 7 colonii.", "Jocul s-a încheiat prin vot după ce Ana a rămas fără timp."],
  };
  for (const [l, [conditions, vote]] of Object.entries(cases) as [Locale, string[]][]) {
    it(l, async () => {
      await inLocale(l);
      expect(endReasonText(["vpPool", "colonies"], null)).toBe(conditions);
      expect(endReasonText(["vpPool"], ["Ana"])).toBe(vote);
      expect(endReasonText([], null)).toBeNull();
    });
  }
});
