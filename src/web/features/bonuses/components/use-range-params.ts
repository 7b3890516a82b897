import { addDays, addMonths, tbilisiToday } from '@shared/dates/date-formats';
import { useSearchParams } from 'react-router';
import type { DateRange } from '../../../components/date/date-range-input';

/** This month, first to last day. */
export function currentMonth(): DateRange {
  const first = `${tbilisiToday().slice(0, 7)}-01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

/** A tab's period kept in the URL (`from`, `to`), this month until one is chosen. */
export function useRangeParams(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = currentMonth();
  const range = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const setRange = (next: DateRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}
