import { describe, expect, it } from 'vitest';
import { MAX_REPORT_PERIOD_YEARS, periodErrors, periodTooLong } from './periods';

describe('the longest report period', () => {
  it('is ten years, first and last day included, whichever way round the dates come', () => {
    expect(MAX_REPORT_PERIOD_YEARS).toBe(10);
    expect(periodTooLong('2016-01-01', '2025-12-31')).toBe(false);
    expect(periodTooLong('2016-01-01', '2026-01-01')).toBe(true);
    expect(periodTooLong('2026-01-01', '2016-01-01')).toBe(true);
    expect(periodTooLong('2016-03-15', '2026-03-14')).toBe(false);
    expect(periodTooLong('2016-03-15', '2026-03-15')).toBe(true);
    expect(periodTooLong('0001-01-01', '9999-12-31')).toBe(true);
    expect(periodTooLong('9990-01-01', '9999-12-31')).toBe(false);
    expect(periodTooLong('2025-05-05', '2025-05-05')).toBe(false);
  });

  it('moves a 29 February to the 28th of the tenth year on', () => {
    expect(periodTooLong('2016-02-29', '2026-02-27')).toBe(false);
    expect(periodTooLong('2016-02-29', '2026-02-28')).toBe(true);
  });

  it('leaves dates off the calendar to the date rule', () => {
    expect(periodTooLong('2016-02-30', '2099-01-01')).toBe(false);
    expect(periodTooLong('junk', '2099-01-01')).toBe(false);
  });

  it('names both dates of a period too long', () => {
    expect(periodErrors({ from: '2000-01-01', to: '2020-01-01' })).toEqual({
      date_from: ['validation.period_too_long'],
      date_to: ['validation.period_too_long'],
    });
    expect(periodErrors({ from: '2019-01-01', to: '2020-01-01' })).toBeNull();
  });
});
