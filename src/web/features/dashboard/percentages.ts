/**
 * Whole percentages of the shares of a whole that add up to exactly 100 (largest-remainder method): every share
 * gets its rounded-down percentage, and the points still missing go to the shares with the largest remainders
 * (ties: the earlier share). The shares need not add up to 1 — the engine's fractions are rounded — they are
 * taken relative to their sum. All shares zero (or none) gives zeros: there is no whole to divide.
 */
export function wholePercentages(shares: readonly number[]): number[] {
  const valid = shares.map((share) => (Number.isFinite(share) && share > 0 ? share : 0));
  const total = valid.reduce((sum, share) => sum + share, 0);
  if (total === 0) return valid.map(() => 0);
  const exact = valid.map((share) => (share / total) * 100);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    result[index]! += 1;
    missing -= 1;
  }
  return result;
}
