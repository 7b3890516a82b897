import { describe, expect, it } from 'vitest';
import { email, optionalEmail } from './rules';
import { EMAIL_PATTERN } from './checks';

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
