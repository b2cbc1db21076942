import { MIN_HOUSEHOLDS } from '../advice/neighbourhood-comparison.ts';

/** A count of households, or '< 10' when fewer than ten could be told apart (docs/security.md J1). */
export function cell(count: number): string {
  return count < MIN_HOUSEHOLDS ? `< ${MIN_HOUSEHOLDS}` : String(count);
}

/** A count of at least ten hidden only so that a '< 10' next to it cannot be computed (docs/decisions/0067). */
export const HIDDEN_LARGE = `≥ ${MIN_HOUSEHOLDS}`;

export interface SplitPart {
  key: string;
  count: number;
}

/** A split of a shown total into parts; withheld when no choice of hidden cells keeps a small part unknowable. */
export interface ProtectedSplit {
  withheld: boolean;
  rows: { key: string; households: string }[];
}

const SMALL_MAX = MIN_HOUSEHOLDS - 1;

/**
 * Whether a reader who knows the total (so the sum S of the hidden cells), that every '< 10' cell lies in 0…9 and
 * every '≥ 10' cell is at least ten, can still place each small cell anywhere in 0…9. With a '≥ 10' cell among
 * the hidden ones a small cell is at most S − 10·large, so that has to be at least 9; with only small cells each
 * one is at least S − 9·(others), so S must lie between 9 and 9·(small − 1).
 */
function keepsSmallCellsOpen(sum: number, small: number, large: number): boolean {
  if (large > 0) return sum - MIN_HOUSEHOLDS * large >= SMALL_MAX;
  return small >= 2 && sum >= SMALL_MAX && sum <= SMALL_MAX * (small - 1);
}

/**
 * Primary suppression ('< 10') plus complementary suppression ('≥ 10') for parts that add up to `total`, a total
 * the reader sees elsewhere: no hidden part can be derived by subtracting shown numbers from the total. The
 * complementary cells are the smallest that suffice, so the least is hidden; when even hiding every part is not
 * enough (a small total with one small part), the whole split is withheld.
 */
export function protectedSplit(total: number, parts: readonly SplitPart[]): ProtectedSplit {
  const sum = parts.reduce((s, p) => s + p.count, 0);
  if (sum !== total) throw new Error(`split parts add up to ${sum}, not to their total ${total}`);
  const hidden = new Set(parts.filter((p) => p.count < MIN_HOUSEHOLDS));
  // Under ten in all, every part is '< 10' too and the total itself is shown as '< 10': nothing to subtract.
  if (total >= MIN_HOUSEHOLDS && hidden.size > 0) {
    const small = hidden.size;
    let hiddenSum = parts.filter((p) => hidden.has(p)).reduce((s, p) => s + p.count, 0);
    let large = 0;
    while (!keepsSmallCellsOpen(hiddenSum, small, large)) {
      const shown = parts.filter((p) => !hidden.has(p)).sort((a, b) => a.count - b.count);
      if (shown.length === 0) return { withheld: true, rows: [] };
      const needed = SMALL_MAX + MIN_HOUSEHOLDS * (large + 1) - hiddenSum;
      const next = shown.find((p) => p.count >= needed) ?? shown.at(-1)!;
      hidden.add(next);
      hiddenSum += next.count;
      large += 1;
    }
  }
  return {
    withheld: false,
    rows: parts.map((p) => ({
      key: p.key,
      households: p.count < MIN_HOUSEHOLDS ? cell(p.count) : hidden.has(p) ? HIDDEN_LARGE : String(p.count),
    })),
  };
}
