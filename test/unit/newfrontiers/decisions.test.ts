// The typed decision dispatch (engine/newfrontiers/decisions.ts) and the empire accessor (state.ts): each pending
// decision goes to the handler of its own kind, the game module's legal actions are exactly the dispatched ones,
// an answer meant for another kind of decision is refused by the handler without changing anything, and a seat
// with no empire is a programmer error.
import { describe, expect, it } from "vitest";
import { isRuleError } from "../../../engine/core/game-module.ts";
import { answer, DECISIONS, legalAnswers } from "../../../engine/newfrontiers/decisions.ts";
import { newFrontiers } from "../../../engine/newfrontiers/game.ts";
import { cloneState, empire } from "../../../engine/newfrontiers/state.ts";
import { PENDING_KINDS } from "../../../engine/newfrontiers/pending.ts";
import { give, newGame, select } from "./nf-helpers.ts";

describe("decision dispatch", () => {
  it("has one handler per kind of pending decision", () => {
    expect(Object.keys(DECISIONS).sort()).toEqual([...PENDING_KINDS].sort());
  });

  it("routes select and develop decisions to their own handlers, as the game module does", () => {
    const s = newGame();
    expect(s.pending?.kind).toBe("select");
    const p = s.pending!;
    expect(legalAnswers(s, p)).toEqual(DECISIONS.select.legal(s, { kind: "select", seat: p.seat }));
    expect(legalAnswers(s, p).map((a) => a.type)).toContain("select");
    expect(newFrontiers.legalActions(s, p.seat)).toEqual(legalAnswers(s, p));

    const d = select(give(newGame(), 0, { credits: 9 }), "develop");
    expect(d.pending?.kind).toBe("develop");
    const answers = legalAnswers(d, d.pending!);
    expect(answers.some((a) => a.type === "develop")).toBe(true);
    expect(answers.every((a) => a.type === "develop" || a.type === "pass")).toBe(true);
  });

  it("lets the handler refuse an answer meant for another kind of decision", () => {
    const s = newGame();
    const t = cloneState(s);
    const err = answer(t, t.pending!, { type: "pass" });
    expect(isRuleError(err) && err.code).toBe("wrong-decision");
    expect(t.pending).toEqual(s.pending);
  });
});

describe("empire(s, seat)", () => {
  it("is the seat's empire", () => {
    const s = newGame(3);
    expect(empire(s, 2)).toBe(s.empires[2]);
  });

  it("throws for a seat the match does not have", () => {
    const s = newGame(2);
    expect(() => empire(s, 2)).toThrow(/seat 2 has no empire/);
    expect(() => empire(s, -1)).toThrow(/no empire/);
  });
});
