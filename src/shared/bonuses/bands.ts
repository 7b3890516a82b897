import { toMinor } from '../money/money';

/**
 * A bonus schema's bands (spec §3 bonus items): percent of the target achieved, `percent_to` null for an
 * open top band. Percents are compared in hundredths (numeric(7,2)), never as floats.
 */
export type Band = { percent_from: string; percent_to: string | null; bonus_percent: string };

export type BandProblemKey =
  | 'bonuses.band_first_not_zero'
  | 'bonuses.band_empty'
  | 'bonuses.band_gap'
  | 'bonuses.band_overlap'
  | 'bonuses.band_open_not_last';

/** What is wrong, and with which band: `band` counts from 1 as the screen shows them. */
export type BandProblem = { index: number; key: BandProblemKey; params: { band: string; previous: string } };

const hundredths = (percent: string) => toMinor(percent, 2);

/** Bands in the order they apply: by `percent_from`. */
export const sortBands = <T extends Band>(bands: readonly T[]): T[] =>
  [...bands].sort((a, b) => {
    const d = hundredths(a.percent_from) - hundredths(b.percent_from);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  });

/**
 * The first band that breaks the rules, or null: bands (sorted by `percent_from`) start at 0, each ends
 * above where it starts, each starts exactly where the previous one ends (no gap, no overlap), and only
 * the last may be open. No bands at all is allowed: such a schema pays nothing.
 */
export function bandProblem(bands: readonly Band[]): BandProblem | null {
  const sorted = sortBands(bands);
  const problem = (index: number, key: BandProblemKey): BandProblem => ({
    index,
    key,
    params: { band: String(index + 1), previous: String(index) },
  });
  for (const [index, band] of sorted.entries()) {
    const from = hundredths(band.percent_from);
    const to = band.percent_to === null ? null : hundredths(band.percent_to);
    if (to !== null && to <= from) return problem(index, 'bonuses.band_empty');
    if (index === 0) {
      if (from !== 0n) return problem(index, 'bonuses.band_first_not_zero');
      continue;
    }
    const previousEnd = sorted[index - 1]!.percent_to;
    if (previousEnd === null) return problem(index - 1, 'bonuses.band_open_not_last');
    const end = hundredths(previousEnd);
    if (from > end) return problem(index, 'bonuses.band_gap');
    if (from < end) return problem(index, 'bonuses.band_overlap');
  }
  return null;
}
