/**
 * Money as decimal strings and bigint minor units: binary floats cannot hold 0.1 or 1.005 exactly, so every
 * amount is parsed from its decimal text and rounded on digits, never with Number arithmetic.
 */

export const CURRENCIES = ['GEL', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { GEL: '₾', USD: '$', EUR: '€' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

type Decimal = { negative: boolean; int: string; frac: string };

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads "1234.5", "-0.05", "+3", ".5" or a number (whose text may be exponential, e.g. 1e-7). */
function parseDecimal(value: string | number): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite amount: ${value}`);
  const text = String(value).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign, intDigits = '', fracDigits = '', exponentText] = match ?? [];
  if (!match || intDigits + fracDigits === '') throw new RangeError(`Not a decimal amount: "${text}"`);
  const digits = intDigits + fracDigits;
  // Position of the decimal point within `digits` once the exponent is applied.
  const point = intDigits.length + Number(exponentText ?? 0);
  const int = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const frac = point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0));
  return { negative: sign === '-', int, frac };
}

/** The value times 10^decimals, rounded half away from zero. */
function scaledHalfUp(value: string | number, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`Bad number of decimals: ${decimals}`);
  const { negative, int, frac } = parseDecimal(value);
  const kept = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  const magnitude = (frac[decimals] ?? '0') >= '5' ? kept + 1n : kept;
  return negative ? -magnitude : magnitude;
}

/** The most a money column, numeric(14,2), holds: 999,999,999,999.99, in minor units. */
export const MAX_AMOUNT_MINOR = 99_999_999_999_999n;

/** Minor units (tetri, cents) back to a decimal string: 123456n -> "1234.56". */
export function fromMinor(minor: bigint, decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return (negative ? '-' : '') + int + (decimals > 0 ? `.${frac}` : '');
}

/** A decimal amount in minor units, rounded half-up to `decimals` places: "12.345" -> 1235n. */
export function toMinor(value: string | number, decimals = 2): bigint {
  return scaledHalfUp(value, decimals);
}

/** Rounds half away from zero on the decimal digits: "1.005" -> "1.01", "-2.345" -> "-2.35". */
export function roundHalfUp(value: string | number, decimals = 2): string {
  return fromMinor(scaledHalfUp(value, decimals), decimals);
}

/**
 * `percent` % of `amount`, half away from zero to the tetri, on the exact product (the percent read to
 * four decimals): "255606.40" at "1.5" -> "3834.10". One rule for every fee and share of an amount.
 */
export function percentOfAmount(amount: string, percent: string): string {
  const product = scaledHalfUp(amount, 2) * scaledHalfUp(percent, 4); // tetri × 10^6
  const magnitude = product < 0n ? -product : product;
  const tetri = (magnitude + 500_000n) / 1_000_000n;
  return fromMinor(product < 0n ? -tetri : tetri);
}

export type FormatMoneyOptions = { decimals?: number };

/** "1234567.5" -> "1,234,567.50": thousands separated by commas, fixed decimals (spec §9). */
export function formatMoney(value: string | number, opts: FormatMoneyOptions = {}): string {
  const rounded = roundHalfUp(value, opts.decimals ?? 2);
  const [, sign = '', int = '', rest = ''] = /^(-?)(\d+)(.*)$/.exec(rounded) ?? [];
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + rest;
}

/** An amount with its currency's sign as every screen writes it: "1,234,567.50 ₾" (spec §9). */
export const formatAmount = (
  value: string | number,
  currency: Currency,
  opts: FormatMoneyOptions = {},
): string => `${formatMoney(value, opts)} ${CURRENCY_SYMBOLS[currency]}`;
