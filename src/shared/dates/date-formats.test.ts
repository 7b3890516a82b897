import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  TYPED_DATE_FORMATS,
  addDays,
  addMonths,
  formatIsoDate,
  isDateFormat,
  isIsoDate,
  parseTypedDate,
  periodRange,
  swapIfReversed,
  todayIso,
} from './date-formats';

const isoDates = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('date formats', () => {
  it('offers the 15 choices of the spec, the picker first', () => {
    expect(DATE_FORMATS).toHaveLength(15);
    expect(DATE_FORMATS[0]).toBe('picker');
    expect(isDateFormat('D.M.YYYY')).toBe(true);
    expect(isDateFormat('YY-MM-DD')).toBe(false);
  });
});

describe('parseTypedDate', () => {
  it('reads dates in the chosen format', () => {
    expect(parseTypedDate('31/12/2024', 'DD/MM/YYYY')).toEqual({ ok: true, iso: '2024-12-31' });
    expect(parseTypedDate('12/31/2024', 'MM/DD/YYYY')).toEqual({ ok: true, iso: '2024-12-31' });
    expect(parseTypedDate('5.3.2024', 'D.M.YYYY')).toEqual({ ok: true, iso: '2024-03-05' });
    expect(parseTypedDate('05.03.2024', 'D.M.YYYY')).toEqual({ ok: true, iso: '2024-03-05' });
    expect(parseTypedDate('2024-3-5', 'YYYY-M-D')).toEqual({ ok: true, iso: '2024-03-05' });
    expect(parseTypedDate(' 2024-03-05 ', 'YYYY-MM-DD')).toEqual({ ok: true, iso: '2024-03-05' });
    expect(parseTypedDate('29-02-2024', 'DD-MM-YYYY')).toEqual({ ok: true, iso: '2024-02-29' });
  });

  it('asks for a value when nothing is typed', () => {
    expect(parseTypedDate('', 'DD/MM/YYYY')).toEqual({ ok: false, error: 'validation.required' });
    expect(parseTypedDate('   ', 'YYYY-MM-DD')).toEqual({ ok: false, error: 'validation.required' });
  });

  it.each([
    ['31/02/2024', 'DD/MM/YYYY'],
    ['29/02/2023', 'DD/MM/YYYY'],
    ['31/04/2024', 'DD/MM/YYYY'],
    ['00/01/2024', 'DD/MM/YYYY'],
    ['01/13/2024', 'DD/MM/YYYY'],
    ['5/03/2024', 'DD/MM/YYYY'],
    ['05/03/24', 'DD/MM/YYYY'],
    ['05-03-2024', 'DD/MM/YYYY'],
    ['2024-3-5', 'YYYY-MM-DD'],
    ['24-03-05', 'YYYY-MM-DD'],
    ['13/31/2024', 'MM/DD/YYYY'],
    ['1/1/0000', 'D/M/YYYY'],
    ['today', 'D/M/YYYY'],
  ] as const)('rejects %s as %s', (text, format) => {
    expect(parseTypedDate(text, format)).toEqual({ ok: false, error: 'validation.invalid_format' });
  });

  it('reads back every date it shows, in every format', () => {
    fc.assert(
      fc.property(isoDates, fc.constantFrom(...TYPED_DATE_FORMATS), (iso, format) => {
        expect(parseTypedDate(formatIsoDate(iso, format), format)).toEqual({ ok: true, iso });
      }),
    );
  });
});

describe('formatIsoDate', () => {
  it('writes the date in the chosen format', () => {
    expect(formatIsoDate('2024-03-05', 'DD/MM/YYYY')).toBe('05/03/2024');
    expect(formatIsoDate('2024-03-05', 'M/D/YYYY')).toBe('3/5/2024');
    expect(formatIsoDate('2024-03-05', 'DD.MM.YYYY')).toBe('05.03.2024');
    expect(formatIsoDate('2024-03-05', 'YYYY-M-D')).toBe('2024-3-5');
  });

  it('leaves a value that is not a date alone', () => {
    expect(formatIsoDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatIsoDate('2024-02-30', 'DD/MM/YYYY')).toBe('2024-02-30');
  });
});

describe('ranges and periods', () => {
  it('swaps a reversed range and keeps an open one', () => {
    expect(swapIfReversed('2024-05-01', '2024-01-01')).toEqual({ from: '2024-01-01', to: '2024-05-01' });
    expect(swapIfReversed('2024-01-01', '2024-05-01')).toEqual({ from: '2024-01-01', to: '2024-05-01' });
    expect(swapIfReversed('2024-05-01', '')).toEqual({ from: '2024-05-01', to: '' });
  });

  it('never leaves a range reversed', () => {
    fc.assert(
      fc.property(isoDates, isoDates, (a, b) => {
        const { from, to } = swapIfReversed(a, b);
        expect(from <= to).toBe(true);
        expect([from, to].sort()).toEqual([a, b].sort());
      }),
    );
  });

  it('counts presets back from today, clamping to the end of a shorter month', () => {
    expect(periodRange('last_month', '2024-03-31')).toEqual({ from: '2024-02-29', to: '2024-03-31' });
    expect(periodRange('last_3_months', '2024-05-15')).toEqual({ from: '2024-02-15', to: '2024-05-15' });
    expect(periodRange('last_6_months', '2024-03-10')).toEqual({ from: '2023-09-10', to: '2024-03-10' });
    expect(periodRange('last_9_months', '2024-03-10')).toEqual({ from: '2023-06-10', to: '2024-03-10' });
    expect(periodRange('last_year', '2024-02-29')).toEqual({ from: '2023-02-28', to: '2024-02-29' });
  });

  it('moves by months to a real date', () => {
    fc.assert(
      fc.property(
        isoDates.filter((d) => d >= '1002' && d < '9998'),
        fc.integer({ min: -24, max: 24 }),
        (iso, months) => {
          const moved = addMonths(iso, months);
          expect(isIsoDate(moved)).toBe(true);
          expect(Number(moved.slice(8)) <= Number(iso.slice(8))).toBe(true);
        },
      ),
    );
  });

  it('moves by days across month, leap-day and year ends', () => {
    expect(addDays('2026-01-28', 7)).toBe('2026-02-04');
    expect(addDays('2024-02-27', 2)).toBe('2024-02-29');
    expect(addDays('2025-12-30', 7)).toBe('2026-01-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });
});
