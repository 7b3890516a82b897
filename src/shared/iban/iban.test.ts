import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDigits,
  georgianIbanProblem,
  GE_IBAN_LENGTH,
  hasValidChecksum,
  ibanBankCode,
  mod97,
  normalizeIban,
} from './iban';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const georgianIban = (bankCode: string, account: string) =>
  `GE${checkDigits('GE', bankCode + account)}${bankCode}${account}`;

/** Any Georgian IBAN: a 2-letter bank code and 16 digits, with check digits computed for them. */
const anyGeorgianIban = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 2, maxLength: 2 }),
    fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 16, maxLength: 16 }),
  )
  .map(([bank, account]) => georgianIban(bank, account));

describe('Georgian IBAN', () => {
  it('accepts published valid IBANs', () => {
    // The IBAN registry's example for Georgia, and another widely printed one.
    for (const iban of ['GE29NB0000000101904917', 'GE60NB0000000123456789'])
      expect(georgianIbanProblem(iban)).toBeNull();
  });

  it('computes check digits that make IBANs of real bank codes valid', () => {
    expect(georgianIban('NB', '0000000101904917')).toBe('GE29NB0000000101904917');
    expect(georgianIban('TB', '0000000000123456')).toBe('GE77TB0000000000123456');
    expect(georgianIban('BG', '0000000000654321')).toBe('GE85BG0000000000654321');
    expect(georgianIbanProblem('GE77TB0000000000123456')).toBeNull();
    expect(ibanBankCode('GE77TB0000000000123456')).toBe('TB');
  });

  it('names the format problem before the checksum', () => {
    for (const bad of [
      '',
      'GE29NB000000010190491',
      'GE29NB00000001019049170',
      'DE29NB0000000101904917',
      'GE2XNB0000000101904917',
      'GE2912000000101904917A',
      'GE29N10000000101904917',
    ])
      expect(georgianIbanProblem(bad)).toBe('validation.iban_format');
    expect(georgianIbanProblem('GE28NB0000000101904917')).toBe('validation.iban_checksum');
  });

  it('forgives spaces and lower case as typed from a printed IBAN', () => {
    expect(normalizeIban(' ge29 nb00 0000 0101 9049 17 ')).toBe('GE29NB0000000101904917');
  });

  it('computes mod 97 as BigInt arithmetic would', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 1, maxLength: 60 }), (digits) => {
        expect(mod97(digits)).toBe(Number(BigInt(digits) % 97n));
      }),
    );
  });

  it('makes every generated IBAN valid', () => {
    fc.assert(
      fc.property(anyGeorgianIban, (iban) => {
        expect(iban).toHaveLength(GE_IBAN_LENGTH);
        expect(georgianIbanProblem(iban)).toBeNull();
      }),
    );
  });

  it('breaks the checksum with any change of one digit to another digit or one letter to another', () => {
    fc.assert(
      fc.property(anyGeorgianIban, fc.nat(GE_IBAN_LENGTH - 3), fc.nat(24), (iban, at, shift) => {
        const index = at + 2;
        const alphabet = index === 4 || index === 5 ? LETTERS : DIGITS;
        const old = alphabet.indexOf(iban[index]!);
        const replacement = alphabet[(old + 1 + (shift % (alphabet.length - 1))) % alphabet.length]!;
        const changed = iban.slice(0, index) + replacement + iban.slice(index + 1);
        expect(changed).not.toBe(iban);
        expect(hasValidChecksum(changed)).toBe(false);
        expect(georgianIbanProblem(changed)).toBe('validation.iban_checksum');
      }),
    );
  });

  it('refuses any single-character change at all, as a format or a checksum problem', () => {
    fc.assert(
      fc.property(
        anyGeorgianIban,
        fc.nat(GE_IBAN_LENGTH - 1),
        fc.constantFrom(...DIGITS, ...LETTERS),
        (iban, index, replacement) => {
          fc.pre(iban[index] !== replacement);
          const changed = iban.slice(0, index) + replacement + iban.slice(index + 1);
          expect(georgianIbanProblem(changed)).not.toBeNull();
        },
      ),
    );
  });

  it('catches two swapped neighbouring digits', () => {
    fc.assert(
      fc.property(anyGeorgianIban, fc.integer({ min: 6, max: GE_IBAN_LENGTH - 2 }), (iban, index) => {
        fc.pre(iban[index] !== iban[index + 1]);
        const swapped = iban.slice(0, index) + iban[index + 1] + iban[index] + iban.slice(index + 2);
        expect(hasValidChecksum(swapped)).toBe(false);
      }),
    );
  });
});
