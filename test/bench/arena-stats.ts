/**
 * The arena's arithmetic: a seat's share of one game's win (ties split: a win shared by k sides is
 * worth 1/k, so two players tying each get half), the win rate over games, and its 95% Wilson score interval.
 */

/** Share of the win for `seat` given the game's winners and the side of each seat (partners win together). */
export function winShare(winners: readonly number[], seat: number, sides?: readonly number[] | null): number {
  const side = (p: number) => (sides ? sides[p]! : p);
  const winning = new Set(winners.map(side));
  return winning.has(side(seat)) ? 1 / winning.size : 0;
}

/** 95% Wilson score interval of a proportion `rate` observed over `n` trials ([0, 1] when n = 0). */
export function wilson(rate: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = z * z;
  const centre = (rate + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean of the shares (the win rate, ties counted half). */
export function winRate(shares: readonly number[]): number {
  return shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length;
}
