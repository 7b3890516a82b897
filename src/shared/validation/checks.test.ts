import { describe, expect, it } from 'vitest';
import { email, optionalEmail } from './rules';
import { AMOUNT_PATTERN, decimalPattern, EMAIL_PATTERN, RATE_PATTERN } from './checks';

describe('e-mail format', () => {
  it('accepts ordinary addresses and refuses malformed ones, the same in the zod rules', () => {
    for (const ok of [
      'nino@demo.ge',
      'first.last+tag@mail.tbilisi.ge',
      "o'neil@example.com",
      'A_B-c@x-y.org',
    ]) {
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
      expect(email.safeParse(ok).success).toBe(true);
    }
    for (const bad of [
      'nino',
      'nino@',
      '@demo.ge',
      'ni no@demo.ge',
      'nino@demo',
      'a..b@demo.ge',
      '.a@demo.ge',
      'a@-demo.ge',
    ]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
      expect(email.safeParse(bad).error?.issues[0]?.message).toBe('validation.email_format');
    }
    expect(email.safeParse('').error?.issues[0]?.message).toBe('validation.email_required');
    expect(optionalEmail.safeParse('').success).toBe(true);
  });
});

describe('decimal patterns', () => {
  it('takes an amount with at most twelve whole digits and two decimals', () => {
    for (const ok of ['0', '1450', '1450.5', '999999999999.99']) expect(AMOUNT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', '.5', '1.', '1.234', '-1', '1e3', '1 000', '1000000000000'])
      expect(AMOUNT_PATTERN.test(bad)).toBe(false);
  });

  it('takes a rate with up to six decimals, and any whole part when no limit is given', () => {
    expect(RATE_PATTERN.test('2.712345')).toBe(true);
    expect(RATE_PATTERN.test('2.7123456')).toBe(false);
    expect(RATE_PATTERN.test('1234567')).toBe(false);
    expect(decimalPattern().test('12345678901234.25')).toBe(true);
    expect(decimalPattern().test('12.255')).toBe(false);
  });
});
