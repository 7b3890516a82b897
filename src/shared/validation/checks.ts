/**
 * Plain checks with no zod, for the zod rules (rules.ts) and for the signed-out pages, which must stay
 * light enough to load fast (see docs/decisions/005-login-bundle.md).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A non-negative decimal typed as text: at most `intDigits` whole digits (any number when left out) and
 * at most `decimals` after the point. Forms test a field with it before reading it as money or an area.
 */
export const decimalPattern = (intDigits?: number, decimals = 2) =>
  new RegExp(`^\\d${intDigits === undefined ? '+' : `{1,${intDigits}}`}(\\.\\d{1,${decimals}})?$`);
/** An amount of money, numeric(14,2). */
export const AMOUNT_PATTERN = decimalPattern(12);
/** Lari for one unit of a currency, as the National Bank quotes it: up to six decimals. */
export const RATE_PATTERN = decimalPattern(6, 6);
/** A month of a payment schedule, YYYY-MM. */
export const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
