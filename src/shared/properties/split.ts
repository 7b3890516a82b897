import { toMinor } from '../money/money';

/** Parts of a split must cover the original exactly, to the hundredth of a square metre. */
export function partsCoverArea(originalArea: string, partAreas: readonly string[]): boolean {
  return partAreas.reduce((sum, a) => sum + toMinor(a), 0n) === toMinor(originalArea);
}

/** Indexes of parts whose number an earlier part already uses. */
export function repeatedPartNumbers(numbers: readonly string[]): number[] {
  const seen = new Set<string>();
  return numbers.flatMap((n, i) => {
    if (seen.has(n)) return [i];
    seen.add(n);
    return [];
  });
}
