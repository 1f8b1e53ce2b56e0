/**
 * The special shapes inside one power kind that need their own test (filters, per counts, conditions, consume
 * forms): shared by powers-coverage (unit tests) and golden-coverage (golden replays).
 */
import type { Power } from "../../../engine/newfrontiers/catalogue.ts";

/** Shapes inside one kind that need their own test (filters, per, conditions, consume variants). */
const VARIANTS: Record<string, (p: Record<string, unknown>) => string | null> = {
  "settle:military": (p) =>
    p.against ? "against" : p.per ? "per" : p.condition ? "condition" : (p.amount as number) < 0 ? "negative" : null,
  "produce:gainCredits": (p) =>
    p.per ? `per ${(p.per as { count: string }).count}` : p.condition ? `condition ${Object.keys(p.condition as object)[0]}` : null,
  "tradeConsume:consume": (p) => {
    const g = p.goods as { count: unknown; distinctKinds?: boolean };
    return g.count === "all"
      ? "all"
      : g.count === "anyNumber"
        ? "anyNumber"
        : g.distinctKinds
          ? "distinct"
          : (p.repeat as number) > 1
            ? "repeat"
            : p.optional
              ? "optional"
              : (p.reward as { tradePrice?: boolean }).tradePrice
                ? "tradePrice"
                : null;
  },
};
/** "action:effect shape" for a power with a special shape, else null. */
export function powerShape(power: Power): string | null {
  const k = `${power.action}:${power.effect}`;
  const v = VARIANTS[k]?.(power as unknown as Record<string, unknown>);
  return v ? `${k} ${v}` : null;
}
