import { describe, expect, it } from 'vitest';
import { swapReversedDateRanges } from './date-ranges';

describe('swapReversedDateRanges', () => {
  it('swaps each reversed pair of ISO dates and leaves everything else', () => {
    expect(
      swapReversedDateRanges({
        date_from: '2026-03-01',
        date_to: '2026-01-31',
        created_from: '2026-01-01',
        created_to: '2026-02-01',
        price_from: '900',
        price_to: '100',
        adding_date_from: '2026-05-01',
        page: 1,
      }),
    ).toEqual({
      date_from: '2026-01-31',
      date_to: '2026-03-01',
      created_from: '2026-01-01',
      created_to: '2026-02-01',
      price_from: '900',
      price_to: '100',
      adding_date_from: '2026-05-01',
      page: 1,
    });
  });

  it('answers the same object when nothing is reversed', () => {
    const query = { date_from: '2026-01-01', date_to: '2026-01-01' };
    expect(swapReversedDateRanges(query)).toBe(query);
    expect(swapReversedDateRanges(undefined)).toBeUndefined();
  });
});
