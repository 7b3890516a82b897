import { fromMinor, toMinor } from '../money/money';

/**
 * A line's amount: quantity x unit price, half up to the tetri/cent, on bigint minor units so the
 * screen's preview and the server agree exactly.
 */
export function lineAmount(quantity: string, unitPrice: string): string {
  const product = toMinor(quantity) * toMinor(unitPrice);
  return fromMinor((product + 50n) / 100n);
}

/** The total of the lines. */
export const linesTotal = (lines: readonly { amount: string }[]): string =>
  fromMinor(lines.reduce((sum, line) => sum + toMinor(line.amount), 0n));

/** The total area of the units, for an m² line whose quantity is left out. */
export const totalArea = (units: readonly { area: string }[]): string =>
  fromMinor(units.reduce((sum, unit) => sum + toMinor(unit.area), 0n));
