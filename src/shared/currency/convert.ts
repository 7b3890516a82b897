import { fromMinor, toMinor } from '../money/money';

const RATE_DECIMALS = 6;

/**
 * amount (paid in a currency whose lari rate is fromRate) expressed in a currency whose lari rate is
 * toRate, rounded half-up to the cent. GEL's rate is 1. Exact: bigint arithmetic on the decimal digits.
 */
export function convertAmount(amount: string, fromRate: string, toRate: string): string {
  const minor = toMinor(amount);
  const from = toMinor(fromRate, RATE_DECIMALS);
  const to = toMinor(toRate, RATE_DECIMALS);
  if (from <= 0n || to <= 0n) throw new RangeError('A rate must be greater than zero');
  const numerator = minor * from;
  const quotient = numerator / to;
  const remainder = numerator % to;
  return fromMinor(remainder * 2n >= to ? quotient + 1n : quotient);
}
