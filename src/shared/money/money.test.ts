import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  formatMoney,
  fromMinor,
  isCurrency,
  percentOfAmount,
  roundHalfUp,
  toMinor,
} from './money';

/** A decimal string with up to 6 fraction digits, built from an integer so the expected value is exact. */
const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => ({ units, scale, text: fromMinor(units, scale) }));

describe('formatMoney', () => {
  it('separates thousands with commas and keeps two decimals', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('999.999')).toBe('1,000.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('100', { decimals: 0 })).toBe('100');
  });

  it('rounds the decimal digits, not a binary float', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1.5e-7)).toBe('0.00');
  });

  it('rejects text that is not an amount', () => {
    for (const bad of ['', 'abc', '1,234.00', '-', '.', '1.2.3', 'NaN'])
      expect(() => formatMoney(bad)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives the rounded value back once the commas are stripped', () => {
    fc.assert(
      fc.property(decimalText, ({ text }) => {
        const formatted = formatMoney(text);
        expect(formatted).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(formatted.replaceAll(',', '')).toBe(roundHalfUp(text));
      }),
    );
  });
});

describe('roundHalfUp', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfUp('2.345')).toBe('2.35');
    expect(roundHalfUp('2.344999')).toBe('2.34');
    expect(roundHalfUp('-2.345')).toBe('-2.35');
    expect(roundHalfUp('-0.004')).toBe('0.00');
    expect(roundHalfUp('7')).toBe('7.00');
    expect(roundHalfUp('.5', 0)).toBe('1');
    expect(roundHalfUp('1.23456', 4)).toBe('1.2346');
  });

  it('agrees with integer arithmetic on every input', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 4 }), ({ units, scale }, decimals) => {
        const magnitude = units < 0n ? -units : units;
        const expected =
          decimals >= scale
            ? magnitude * 10n ** BigInt(decimals - scale)
            : (magnitude * 10n + 5n * 10n ** BigInt(scale - decimals)) / 10n ** BigInt(scale - decimals + 1);
        const signed = units < 0n ? -expected : expected;
        expect(roundHalfUp(fromMinor(units, scale), decimals)).toBe(fromMinor(signed, decimals));
      }),
    );
  });
});

describe('percentOfAmount', () => {
  it('takes the percent of the exact amount and rounds once, half away from zero', () => {
    expect(percentOfAmount('255606.40', '1.5')).toBe('3834.10');
    expect(percentOfAmount('460930.50', '1.50')).toBe('6913.96');
    expect(percentOfAmount('12000', '2.5')).toBe('300.00');
    expect(percentOfAmount('0.50', '1')).toBe('0.01');
    expect(percentOfAmount('0.49', '1')).toBe('0.00');
    expect(percentOfAmount('-0.50', '1')).toBe('-0.01');
    expect(percentOfAmount('100', '0')).toBe('0.00');
  });

  it('agrees with rounding the exact decimal product on every input', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
        fc.bigInt({ min: 0n, max: 10_000n * 10_000n }),
        (amountMinor, percentScaled) => {
          const amount = fromMinor(amountMinor);
          const percent = fromMinor(percentScaled, 4);
          // amount × percent / 100 has 2 + 4 + 2 decimals exactly.
          const exact = fromMinor(amountMinor * percentScaled, 8);
          expect(percentOfAmount(amount, percent)).toBe(roundHalfUp(exact));
        },
      ),
    );
  });
});

describe('toMinor / fromMinor', () => {
  it('converts between decimal text and minor units', () => {
    expect(toMinor('1234.56')).toBe(123456n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(toMinor('12.345')).toBe(1235n);
    expect(fromMinor(123456n)).toBe('1234.56');
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(fromMinor(7n, 0)).toBe('7');
  });

  it('round-trips any amount of minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('round-trips any two-decimal amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (int, cents, negative) => {
          const text = `${negative && int + BigInt(cents) > 0n ? '-' : ''}${int}.${String(cents).padStart(2, '0')}`;
          expect(fromMinor(toMinor(text))).toBe(text);
        },
      ),
    );
  });
});

describe('currencies', () => {
  it('lists GEL, USD and EUR with their symbols', () => {
    expect(CURRENCIES).toEqual(['GEL', 'USD', 'EUR']);
    expect(CURRENCY_SYMBOLS).toEqual({ GEL: '₾', USD: '$', EUR: '€' });
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
  });
});

describe('formatAmount', () => {
  it('writes every currency with its sign, as the screens do', () => {
    expect(formatAmount('1234567.5', 'GEL')).toBe('1,234,567.50 ₾');
    expect(formatAmount(10, 'USD')).toBe('10.00 $');
    expect(formatAmount('-3.005', 'EUR')).toBe('-3.01 €');
    expect(formatAmount('238812.6', 'USD', { decimals: 0 })).toBe('238,813 $');
  });
});
