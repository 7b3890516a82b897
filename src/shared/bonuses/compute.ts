import { fromMinor, toMinor } from '../money/money';
import { sortBands, type Band } from './bands';

/**
 * The bonus of one result against a target (spec §3): `retroactive` pays the whole result at the rate of
 * the band reached; `marginal` pays each band's slice of the result at that band's own rate. Exact:
 * money in tetri and percents in hundredths as bigints, rounded half-up to the tetri once at the end.
 */
export const TIER_MODES = ['retroactive', 'marginal'] as const;
export type TierMode = (typeof TIER_MODES)[number];

export type BonusOutcome = {
  /** The result as a percent of the target, two decimals ("600.00"). */
  achieved_percent: string;
  /** The rate of the band reached ("7.00"); "0.00" with no band. */
  bonus_percent: string;
  bonus: string;
};

const SCALE = 10_000n; // percent hundredths: 100 % = 10,000

function halfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? q + 1n : q;
}

/** `part` as a percent of `whole` (both decimal strings, whole above zero), two decimals, half-up. */
export const percentOf = (part: string, whole: string): string =>
  fromMinor(halfUp(toMinor(part) * SCALE, toMinor(whole)));

/** The band whose range holds the result; above a closed top band, the top band (its rate caps the pay). */
function bandReached(bands: Band[], scaledResult: bigint, target: bigint): Band | undefined {
  let reached: Band | undefined;
  for (const band of bands) if (scaledResult >= toMinor(band.percent_from) * target) reached = band;
  return reached;
}

export function computeBonus(input: {
  result: string;
  target: string;
  bands: readonly Band[];
  tierMode: TierMode;
}): BonusOutcome {
  const result = toMinor(input.result);
  const target = toMinor(input.target);
  if (target <= 0n) throw new RangeError('A target must be greater than zero');
  const bands = sortBands(input.bands);
  const scaledResult = result > 0n ? result * SCALE : 0n;
  const achieved = fromMinor(halfUp(scaledResult, target));
  const reached = bandReached(bands, scaledResult, target);
  let bonusScaled = 0n; // tetri × 10^8
  if (input.tierMode === 'retroactive') {
    if (reached) bonusScaled = scaledResult * toMinor(reached.bonus_percent);
  } else {
    for (const band of bands) {
      const lower = toMinor(band.percent_from) * target;
      const upper = band.percent_to === null ? scaledResult : toMinor(band.percent_to) * target;
      const top = scaledResult < upper ? scaledResult : upper;
      if (top > lower) bonusScaled += (top - lower) * toMinor(band.bonus_percent);
    }
  }
  return {
    achieved_percent: achieved,
    bonus_percent: reached ? fromMinor(toMinor(reached.bonus_percent)) : '0.00',
    bonus: fromMinor(halfUp(bonusScaled, SCALE * SCALE)),
  };
}

/** A group's bonus shared equally, to the tetri: the tetri left over go one each to the first participants. */
export function shareEqually(total: string, count: number): string[] {
  if (count <= 0) return [];
  const minor = toMinor(total);
  const n = BigInt(count);
  const base = minor / n;
  const left = Number(minor - base * n);
  return Array.from({ length: count }, (_, i) => fromMinor(base + (i < left ? 1n : 0n)));
}

/** What a schema (its target, bands and tier mode) pays on a result given in tetri. */
export const schemaBonus = (
  schema: { target_amount: string; items: readonly Band[]; tier_mode: TierMode },
  result: bigint,
): BonusOutcome =>
  computeBonus({
    result: fromMinor(result),
    target: schema.target_amount,
    bands: schema.items,
    tierMode: schema.tier_mode,
  });
