import type { z } from 'zod';
import { daysInMonth, isIsoDate, swapIfReversed } from '../dates/date-formats';

/**
 * The longest period a report may cover (issue 35, §3): ten years, first and last day included. An office
 * reads a year, a project's life (sales, then instalment plans of up to a few years) or a decade of
 * history; a longer period only makes a monthly series of thousands of empty rows (0001–9999 answered
 * 45.7 MB and slowed everybody's lists). Longer is refused on the dates, never cut short quietly.
 */
export const MAX_REPORT_PERIOD_YEARS = 10;

const dayNumber = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, key: year * 10_000 + month * 100 + day };
};

/**
 * Whether `from`..`to` (either way round) covers more than the longest report period: its last day is on
 * or after the same day ten years after its first (2016-01-01..2025-12-31 is ten years; ..2026-01-01 is
 * not). Dates that are not on the calendar are another rule's to refuse: they answer false here.
 */
export function periodTooLong(from: string, to: string, years = MAX_REPORT_PERIOD_YEARS): boolean {
  if (!isIsoDate(from) || !isIsoDate(to)) return false;
  const range = swapIfReversed(from, to);
  const start = dayNumber(range.from);
  const end = dayNumber(range.to);
  const limitYear = start.year + years;
  const limitDay = Math.min(start.day, daysInMonth(limitYear, start.month));
  return end.key >= limitYear * 10_000 + start.month * 100 + limitDay;
}

export const PERIOD_TOO_LONG = 'validation.period_too_long' as const;

/** The field errors of a period that is too long: both of its dates, so the form marks the pair. */
export function periodErrors(
  range: { from: string; to: string },
  fields: { from: string; to: string } = { from: 'date_from', to: 'date_to' },
): Record<string, [typeof PERIOD_TOO_LONG]> | null {
  if (!periodTooLong(range.from, range.to)) return null;
  return { [fields.from]: [PERIOD_TOO_LONG], [fields.to]: [PERIOD_TOO_LONG] };
}

/**
 * A schema check for an object with a pair of date fields: `schema.superRefine(boundedPeriod())`. Only a
 * pair given whole is checked here; a period with an open end (until today) is checked where it is
 * resolved, with the same rule (periodErrors).
 */
export function boundedPeriod<T extends Record<string, unknown>>(
  fields: { from: keyof T & string; to: keyof T & string } = { from: 'date_from', to: 'date_to' },
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const from = value[fields.from];
    const to = value[fields.to];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (!periodErrors({ from, to })) return;
    for (const field of [fields.from, fields.to])
      ctx.addIssue({ code: 'custom', path: [field], message: PERIOD_TOO_LONG });
  };
}
