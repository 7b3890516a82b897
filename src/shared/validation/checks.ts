/**
 * Plain checks with no zod, for the zod rules (rules.ts) and for the signed-out pages, which must stay
 * light enough to load fast (see docs/decisions/005-login-bundle.md).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
