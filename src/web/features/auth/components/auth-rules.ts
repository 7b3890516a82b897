import { EMAIL_PATTERN, OTP_PATTERN, PASSWORD_MIN_LENGTH } from '@shared/validation/checks';

/**
 * The signed-out forms' rules, from the same checks as the zod contracts the server applies
 * (src/shared/auth/contracts.ts); messages are catalogue keys.
 */
export const authRules = {
  required: (value: string) => value.trim() !== '' || 'validation.required',
  otp: (value: string) =>
    value.trim() === ''
      ? 'validation.otp_required'
      : OTP_PATTERN.test(value.trim()) || 'validation.otp_invalid',
  email: (value: string) =>
    value.trim() === ''
      ? 'validation.email_required'
      : EMAIL_PATTERN.test(value.trim()) || 'validation.email_format',
  newPassword: (value: string) => value.length >= PASSWORD_MIN_LENGTH || 'validation.min_length_8',
  sameAs:
    <V extends Record<string, string>>(other: keyof V) =>
    (value: string, values: V) =>
      value === values[other] || 'validation.passwords_do_not_match',
};
