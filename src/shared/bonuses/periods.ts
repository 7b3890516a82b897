/**
 * A bonus schema pays per calendar period (spec §3: monthly, quarterly, yearly). The periods a calculation
 * covers are the calendar periods met by [from, to], each clipped to [from, to]; the target is the
 * period's whole target even when the period is clipped.
 */
export const BONUS_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type BonusPeriod = (typeof BONUS_PERIODS)[number];

export type PeriodSpan = { from: string; to: string };

const MONTHS: Record<BonusPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function periodSpans(period: BonusPeriod, from: string, to: string): PeriodSpan[] {
  if (from > to) return [];
  const size = MONTHS[period];
  const spans: PeriodSpan[] = [];
  let year = Number(from.slice(0, 4));
  let month = Math.floor((Number(from.slice(5, 7)) - 1) / size) * size + 1;
  for (;;) {
    const start = `${year}-${pad(month)}-01`;
    if (start > to) break;
    const endMonth = month + size - 1;
    const end = `${year}-${pad(endMonth)}-${pad(lastDay(year, endMonth))}`;
    spans.push({ from: start < from ? from : start, to: end > to ? to : end });
    month += size;
    if (month > 12) {
      month -= 12;
      year += 1;
    }
  }
  return spans;
}
