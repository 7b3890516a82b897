/**
 * Georgian IBANs (ISO 13616): 'GE', two check digits, the bank's two-letter code, 16 digits — 22
 * characters. Plain functions with no zod, so any screen can use them without weight.
 */
export const GE_IBAN_LENGTH = 22;
const GE_IBAN_PATTERN = /^GE\d{2}[A-Z]{2}\d{16}$/;

export type IbanProblem = 'validation.iban_format' | 'validation.iban_checksum';

/** People paste IBANs printed in groups of four and in lower case. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The ISO 7064 mod-97 remainder of an alphanumeric string, letters counting A=10 … Z=35, computed
 * digit by digit so it never outgrows a Number.
 */
export function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN is valid when its first four characters moved to the end leave remainder 1. */
export const hasValidChecksum = (iban: string): boolean => mod97(iban.slice(4) + iban.slice(0, 4)) === 1;

/** The two check digits that make `country + digits + bban` a valid IBAN. */
export function checkDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** What is wrong with a (normalized) Georgian IBAN, or null when nothing is. */
export function georgianIbanProblem(iban: string): IbanProblem | null {
  if (!GE_IBAN_PATTERN.test(iban)) return 'validation.iban_format';
  return hasValidChecksum(iban) ? null : 'validation.iban_checksum';
}

/** The bank's code inside a Georgian IBAN (the `iban` column of the banks list), e.g. 'TB', 'BG'. */
export const ibanBankCode = (iban: string): string => iban.slice(4, 6);
