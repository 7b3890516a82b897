import { EMAIL_PATTERN, OTP_PATTERN, PASSWORD_MIN_LENGTH } from '@shared/validation/checks';

/**
 * The signed-out forms' rules, from the same checks as the zod contracts the server applies
 * (src/shared/auth/contracts.ts); messages are catalogue keys.
 */
export const authRules = {
  required: { validate: (v: unknown) => (typeof v === 'string' && v.trim() !== '') || 'validation.required' },
  otp: {
    validate: (v: unknown) =>
      typeof v !== 'string' || v.trim() === ''
        ? 'validation.otp_required'
        : OTP_PATTERN.test(v.trim()) || 'validation.otp_invalid',
  },
  email: {
    validate: (v: unknown) =>
      typeof v !== 'string' || v.trim() === ''
        ? 'validation.email_required'
        : EMAIL_PATTERN.test(v.trim()) || 'validation.email_format',
  },
  newPassword: {
    validate: (v: unknown) =>
      (typeof v === 'string' && v.length >= PASSWORD_MIN_LENGTH) || 'validation.min_length_8',
  },
} as const;
