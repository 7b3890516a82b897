import type { MessageKey } from '../i18n/messages';
import { fromMinor, roundHalfUp, toMinor, type Currency } from '../money/money';
import { totalPrice } from '../properties/pricing';
import type { PriceRule, PriceTotals } from './contracts';

/**
 * The pure part of price lists, shared by the server and the screen: what a rule makes of a unit's price,
 * which spreadsheet rows are acceptable, and the totals by currency. Money stays on decimal digits.
 */

/** What a price list needs to know of a unit. */
export interface PricedUnit {
  id: number;
  building_id: number;
  block: string | null;
  floor: number;
  number: string;
  status: string;
  total_area: string;
  price_per_m2: string;
  total_price: string;
  currency: Currency;
}

/** A rule reprices only units on offer or held back: free and not_for_sale (never booked, sold, ...). */
export const RULE_STATUSES = ['free', 'not_for_sale'] as const;
/** Sold and bartered units keep their price for good; a split original is no longer sold. */
export const LOCKED_STATUSES = ['sold', 'barter'] as const;

export interface PlannedPrice {
  unit: PricedUnit;
  line: number | null;
  new_price_per_m2: string;
  new_total_price: string;
}

export interface RowProblem {
  line: number | null;
  reason_key: MessageKey;
  /** The unit's number, where there is no line to point at (a rule). */
  label?: string;
}

/** The new price per m² a rule gives: +/- a percentage or an amount per m², rounded half-up to tetri. */
export function ruledPrice(rule: Pick<PriceRule, 'kind' | 'value'>, price: string): string {
  if (rule.kind === 'amount_per_m2') return fromMinor(toMinor(price) + toMinor(rule.value));
  // price (2 decimals) × (100 + value) (2 decimals) / 100 -> 6 decimals, then rounded to 2.
  const scaled = toMinor(price) * (10000n + toMinor(rule.value));
  return roundHalfUp(fromMinor(scaled, 6), 2);
}

export function ruleMatches(rule: PriceRule, unit: PricedUnit): boolean {
  if (!(RULE_STATUSES as readonly string[]).includes(unit.status)) return false;
  if (rule.block !== null && unit.block !== rule.block) return false;
  if (rule.floor_from !== null && unit.floor < rule.floor_from) return false;
  if (rule.floor_to !== null && unit.floor > rule.floor_to) return false;
  return true;
}

/**
 * The rule's prices for a complex's units. A unit whose price would not stay above zero is a problem
 * (line null), as is a rule that changes nothing.
 */
export function planRule(
  rule: PriceRule,
  units: readonly PricedUnit[],
): {
  planned: PlannedPrice[];
  problems: RowProblem[];
} {
  const planned: PlannedPrice[] = [];
  const problems: RowProblem[] = [];
  for (const unit of units) {
    if (!ruleMatches(rule, unit)) continue;
    const price = ruledPrice(rule, unit.price_per_m2);
    if (toMinor(price) <= 0n) {
      problems.push({ line: null, reason_key: 'prices.row_not_positive', label: unit.number });
      continue;
    }
    planned.push({ unit, line: null, ...priced(unit, price) });
  }
  return { planned, problems };
}

const priced = (unit: PricedUnit, price: string) => ({
  new_price_per_m2: price,
  new_total_price: totalPrice(unit.total_area, price),
});

/** A spreadsheet cell as a price: null when empty, 'nan' when it is not a decimal number. */
export function readPriceCell(value: unknown): string | null | 'nan' {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? roundHalfUp(value, 2) : 'nan';
  if (typeof value !== 'string') return 'nan';
  // "1 250,50" and "1,250.50" as offices type them; a lone comma is a decimal comma.
  let text = value.trim().replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  if (text.includes(',') && text.includes('.')) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? roundHalfUp(text, 2) : 'nan';
}

/** One data line of an uploaded sheet, as read from its cells. */
export interface SheetRow {
  line: number;
  property_id: unknown;
  block: unknown;
  number: unknown;
  currency: unknown;
  new_price_per_m2: unknown;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * Checks an uploaded sheet against the units: each line names a unit by property_id (or block + number)
 * and gives its new price per m². Lines without a new price are skipped (the template lists every unit).
 * `units` are all units the lines may name (any building, the user's scope already applied);
 * `buildingId` is the list's complex.
 */
export function planSheet(
  rows: readonly SheetRow[],
  units: readonly PricedUnit[],
  buildingId: number,
): { planned: PlannedPrice[]; problems: RowProblem[] } {
  const byId = new Map(units.map((u) => [u.id, u]));
  const live = units.filter((u) => u.building_id === buildingId && u.status !== 'retired');
  const byNumber = new Map(live.map((u) => [`${u.block ?? ''}|${u.number}`, u]));
  const planned: PlannedPrice[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<number>();
  const refuse = (line: number, reason_key: MessageKey) => problems.push({ line, reason_key });
  for (const row of rows) {
    const price = readPriceCell(row.new_price_per_m2);
    if (price === null) continue;
    const idText = text(row.property_id);
    const unit = idText
      ? /^\d+$/.test(idText)
        ? byId.get(Number(idText))
        : undefined
      : byNumber.get(`${text(row.block).toUpperCase()}|${text(row.number)}`);
    if (!unit) refuse(row.line, 'prices.row_unknown_unit');
    else if (unit.building_id !== buildingId) refuse(row.line, 'prices.row_other_building');
    else if ((LOCKED_STATUSES as readonly string[]).includes(unit.status))
      refuse(row.line, 'prices.row_sold');
    else if (unit.status === 'retired') refuse(row.line, 'prices.row_retired');
    else if (price === 'nan') refuse(row.line, 'prices.row_not_a_number');
    else if (toMinor(price) <= 0n) refuse(row.line, 'prices.row_not_positive');
    else if (text(row.currency) !== '' && text(row.currency).toUpperCase() !== unit.currency)
      refuse(row.line, 'prices.row_currency');
    else if (seen.has(unit.id)) refuse(row.line, 'prices.row_duplicate');
    else {
      seen.add(unit.id);
      planned.push({ unit, line: row.line, ...priced(unit, price) });
    }
  }
  return { planned, problems };
}

/** Why a unit may no longer take a list's price at apply time, or null when it still may. */
export function applyProblem(unit: PricedUnit | undefined, buildingId: number): MessageKey | null {
  if (!unit) return 'prices.row_unknown_unit';
  if (unit.building_id !== buildingId) return 'prices.row_other_building';
  if ((LOCKED_STATUSES as readonly string[]).includes(unit.status)) return 'prices.row_sold';
  if (unit.status === 'retired') return 'prices.row_retired';
  return null;
}

export const difference = (oldTotal: string, newTotal: string) =>
  fromMinor(toMinor(newTotal) - toMinor(oldTotal));

/** Old and new sums and their difference, per currency (in the order of CURRENCIES seen). */
export function totalsByCurrency(
  items: readonly { currency: string; old_total_price: string; new_total_price: string }[],
): PriceTotals {
  const sums = new Map<string, { count: number; old: bigint; next: bigint }>();
  for (const item of items) {
    const sum = sums.get(item.currency) ?? { count: 0, old: 0n, next: 0n };
    sum.count += 1;
    sum.old += toMinor(item.old_total_price);
    sum.next += toMinor(item.new_total_price);
    sums.set(item.currency, sum);
  }
  return [...sums].map(([currency, s]) => ({
    currency: currency as Currency,
    count: s.count,
    old_total: fromMinor(s.old),
    new_total: fromMinor(s.next),
    difference: fromMinor(s.next - s.old),
  }));
}
