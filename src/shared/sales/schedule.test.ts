import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../money/money';
import { allocate, recalculateSchedule, saleBalance } from './allocation';
import { buildSchedule, parseFormula, ScheduleError, scheduleTotal, splitAmounts } from './schedule';

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScheduleError) return { field: error.field, key: error.key };
    throw error;
  }
  return null;
};

describe('payment schedule', () => {
  it('follows the formula, then spreads the remainder evenly with the rounding on the last instalment', () => {
    const rows = buildSchedule({
      amount: '20000.00',
      start_month: '2026-01',
      count: 10,
      payment_day: 31,
      formula: '1200:4,1700:3',
      first_instalment: { amount: '5000.00', date: '2025-12-20' },
    });
    expect(rows.map((r) => [r.date, r.amount])).toEqual([
      ['2025-12-20', '5000.00'],
      ['2026-01-31', '1200.00'],
      ['2026-02-28', '1200.00'],
      ['2026-03-31', '1200.00'],
      ['2026-04-30', '1200.00'],
      ['2026-05-31', '1700.00'],
      ['2026-06-30', '1700.00'],
      ['2026-07-31', '1700.00'],
      ['2026-08-31', '3366.66'],
      ['2026-09-30', '3366.66'],
      ['2026-10-31', '3366.68'],
    ]);
    expect(scheduleTotal(rows)).toBe('25000.00');
  });

  it('takes the end month instead of a count, and a leap February for day 31', () => {
    const rows = buildSchedule({
      amount: '100',
      start_month: '2028-01',
      end_month: '2028-03',
      payment_day: 30,
    });
    expect(rows.map((r) => [r.date, r.amount])).toEqual([
      ['2028-01-30', '33.33'],
      ['2028-02-29', '33.33'],
      ['2028-03-30', '33.34'],
    ]);
  });

  it('names the problem of a formula that cannot be met', () => {
    const base = { amount: '5000', start_month: '2026-01', count: 3, payment_day: 5 };
    expect(errorOf(() => buildSchedule({ ...base, formula: '2000:3' }))).toEqual({
      field: 'formula',
      key: 'sales.formula_exceeds_amount',
    });
    expect(errorOf(() => buildSchedule({ ...base, formula: '100:4' }))).toEqual({
      field: 'formula',
      key: 'sales.formula_too_many_instalments',
    });
    expect(errorOf(() => buildSchedule({ ...base, formula: '1000:3' }))).toEqual({
      field: 'formula',
      key: 'sales.formula_remainder_left',
    });
    expect(errorOf(() => buildSchedule({ ...base, formula: '1200;4' }))?.key).toBe('sales.formula_invalid');
    expect(errorOf(() => buildSchedule({ ...base, formula: '0:2' }))?.key).toBe('sales.formula_invalid');
    expect(errorOf(() => buildSchedule({ ...base, count: null }))?.key).toBe('sales.schedule_count_or_end');
    expect(errorOf(() => buildSchedule({ ...base, count: null, end_month: '2025-12' }))?.key).toBe(
      'sales.schedule_end_before_start',
    );
  });

  it('always adds up to the cent, with no negative instalment and ascending dates', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_00n }),
        fc.integer({ min: 1, max: 120 }),
        fc.array(
          fc.record({
            amount: fc.bigInt({ min: 1n, max: 5_000_00n }),
            count: fc.integer({ min: 1, max: 12 }),
          }),
          {
            maxLength: 3,
          },
        ),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 2020, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        (total, count, parts, day, year, month) => {
          const formula = parts.map((p) => `${fromMinor(p.amount)}:${p.count}`).join(',');
          let rows;
          try {
            rows = buildSchedule({
              amount: fromMinor(total),
              start_month: `${year}-${String(month).padStart(2, '0')}`,
              count,
              payment_day: day,
              formula,
            });
          } catch (error) {
            expect(error).toBeInstanceOf(ScheduleError);
            return;
          }
          expect(rows).toHaveLength(count);
          expect(toMinor(scheduleTotal(rows))).toBe(total);
          expect(rows.every((r) => toMinor(r.amount) >= 0n)).toBe(true);
          expect(rows.every((r, i) => i === 0 || rows[i - 1]!.date < r.date)).toBe(true);
        },
      ),
    );
  });

  it('parses each part of a formula', () => {
    expect(parseFormula(' 1200:4 , 1700.50:3 ')).toEqual([
      { amount: 120000n, count: 4 },
      { amount: 170050n, count: 3 },
    ]);
    expect(splitAmounts(1000n, 3)).toEqual([333n, 333n, 334n]);
  });
});

describe('allocation of payments', () => {
  const schedule = [
    { date: '2026-01-05', amount: '1000.00' },
    { date: '2026-02-05', amount: '1000.00' },
    { date: '2026-03-05', amount: '1000.00' },
  ];

  it('fills the oldest instalments first and carries an overpayment', () => {
    const { instalments, credit } = allocate(schedule, [{ amount: '700' }, { amount: '800' }]);
    expect(instalments.map((i) => [i.paid, i.left, i.status])).toEqual([
      ['1000.00', '0.00', 'paid'],
      ['500.00', '500.00', 'partial'],
      ['0.00', '1000.00', 'unpaid'],
    ]);
    expect(credit).toBe('0.00');
    expect(allocate(schedule, [{ amount: '3250.10' }]).credit).toBe('250.10');
  });

  it('gives debt, overdue days and the next instalment as of a day', () => {
    expect(saleBalance(schedule, [{ amount: '1500' }], '2026-03-10')).toEqual({
      total: '3000.00',
      paid: '1500.00',
      debt: '1500.00',
      overdue_days: 33,
      next_due_date: '2026-02-05',
      next_due_amount: '500.00',
    });
    expect(saleBalance(schedule, [{ amount: '1000' }], '2026-01-31')).toMatchObject({
      debt: '0.00',
      overdue_days: 0,
    });
  });

  it('conserves money, and removing any payment gives the state it would have had without it', () => {
    const cents = fc.bigInt({ min: 1n, max: 2_000_00n });
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 24 }),
        fc.array(cents, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (instalmentAmounts, paymentAmounts, pick) => {
          const rows = instalmentAmounts.map((amount, i) => ({
            date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String(Math.floor(i / 12) + 1).padStart(2, '0')}`,
            amount: fromMinor(amount),
          }));
          const payments = paymentAmounts.map((amount) => ({ amount: fromMinor(amount) }));
          const result = allocate(rows, payments);
          const paidIn =
            result.instalments.reduce((sum, i) => sum + toMinor(i.paid), 0n) + toMinor(result.credit);
          expect(paidIn).toBe(paymentAmounts.reduce((a, b) => a + b, 0n));
          expect(result.instalments.every((i) => toMinor(i.left) >= 0n && toMinor(i.paid) >= 0n)).toBe(true);

          const removed = pick % payments.length;
          const without = payments.filter((_, i) => i !== removed);
          const reordered = [...without].reverse();
          expect(allocate(rows, without)).toEqual(allocate(rows, reordered));
          expect(allocate(rows, [...without, payments[removed]!])).toEqual(result);
        },
      ),
    );
  });
});

describe('automatic recalculation', () => {
  const saved = buildSchedule({ amount: '1000', start_month: '2026-01', count: 4, payment_day: 10 });

  it('shrinks a partly paid instalment and spreads the rest over the later ones', () => {
    const rows = recalculateSchedule(saved, [{ date: '2026-01-10', amount: '100' }]);
    expect(rows.map((r) => r.amount)).toEqual(['100.00', '300.00', '300.00', '300.00']);
  });

  it('leaves the schedule alone when payments match the instalments', () => {
    const rows = recalculateSchedule(saved, [{ date: '2026-01-10', amount: '250' }]);
    expect(rows.map((r) => r.amount)).toEqual(['250.00', '250.00', '250.00', '250.00']);
  });

  it('keeps the total and never goes negative for any payments', () => {
    const cents = fc.bigInt({ min: 1n, max: 3_000_00n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_00n, max: 50_000_00n }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 700 }), amount: cents }), { maxLength: 12 }),
        (total, count, pays) => {
          const base = buildSchedule({
            amount: fromMinor(total),
            start_month: '2026-01',
            count,
            payment_day: 28,
          });
          const payments = pays.map((p) => ({
            date: new Date(Date.UTC(2026, 0, p.day)).toISOString().slice(0, 10),
            amount: fromMinor(p.amount),
          }));
          const rows = recalculateSchedule(base, payments);
          expect(rows.reduce((sum, r) => sum + toMinor(r.amount), 0n)).toBe(total);
          expect(rows.every((r) => toMinor(r.amount) >= 0n)).toBe(true);
          expect(rows.map((r) => r.date)).toEqual(base.map((r) => r.date));
          expect(recalculateSchedule(base, [...payments].reverse())).toEqual(rows);
        },
      ),
    );
  });
});
