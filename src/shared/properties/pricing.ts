import { fromMinor, roundHalfUp, toMinor } from '../money/money';

/** area × price per m², exact on the decimal digits, rounded half-up to tetri/cents. */
export function totalPrice(area: string, pricePerM2: string): string {
  return roundHalfUp(fromMinor(toMinor(area) * toMinor(pricePerM2), 4), 2);
}

/** Sum of decimal amounts with two decimals. */
export function sumDecimals(values: readonly string[]): string {
  return fromMinor(values.reduce((sum, v) => sum + toMinor(v), 0n));
}

/** price + step × n, for a price that rises floor by floor. */
export function stepped(price: string, step: string, times: number): string {
  return fromMinor(toMinor(price) + toMinor(step) * BigInt(times));
}
