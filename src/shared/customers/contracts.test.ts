import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/codes';
import { customerName, normalisePhone, saveCustomerBody } from './contracts';

const person = {
  type: 'individual',
  first_name: 'ნინო',
  last_name: 'ბერიძე',
  personal_id: '01001012345',
  citizenship: 'GE',
};
const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (saveCustomerBody.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('customer contract', () => {
  it('holds a Georgian citizen to 11 digits and a foreigner only to a filled number', () => {
    expect(errorsOf({ ...person, personal_id: '0100101234' })).toEqual({
      personal_id: 'validation.personal_id',
    });
    expect(errorsOf({ ...person, personal_id: 'AB1234567', citizenship: 'de' })).toEqual({});
    expect(errorsOf({ ...person, personal_id: ' ', citizenship: 'DE' })).toEqual({
      personal_id: 'validation.required',
    });
  });

  it('keeps only the fields of the customer’s type and stores empty values as null', () => {
    const values = saveCustomerBody.parse({
      ...person,
      company_name: 'stray',
      company_id: '123456789',
      email: ' Nino@Mail.GE ',
      phone: '',
      gender: '',
    });
    expect(values).toMatchObject({
      company_name: '',
      company_id: null,
      email: 'nino@mail.ge',
      phone: null,
      gender: null,
      birth_date: null,
      citizenship: 'GE',
    });
  });

  it('checks a company’s 9-digit code only when it is Georgian', () => {
    const firm = { type: 'company', company_name: 'შპს ალფა', company_id: '12345', country: 'GE' };
    expect(errorsOf(firm)).toEqual({ company_id: 'customers.company_id_format' });
    expect(errorsOf({ ...firm, country: 'AM' })).toEqual({});
    expect(errorsOf({ ...firm, company_id: '404040404' })).toEqual({});
  });

  it('reads phones by their country’s plan and answers E.164', () => {
    expect(normalisePhone('+995 555 12-34-56')).toBe('+995555123456');
    expect(normalisePhone('555 12 34 56', 'GE')).toBe('+995555123456');
    expect(normalisePhone('+995 555 12')).toBeNull();
    expect(normalisePhone('+1 202 555 0123')).toBe('+12025550123');
    expect(normalisePhone('hello')).toBeNull();
  });

  it('names a customer in the asked language, falling back to Georgian', () => {
    const base = {
      type: 'individual' as const,
      first_name: 'ნინო',
      last_name: 'ბერიძე',
      first_name_en: 'Nino',
      last_name_en: 'Beridze',
      first_name_ru: '',
      last_name_ru: '',
      company_name: '',
      company_name_en: '',
      company_name_ru: '',
    };
    expect(customerName(base, 'en')).toBe('Nino Beridze');
    expect(customerName(base, 'ru')).toBe('ნინო ბერიძე');
    expect(customerName({ ...base, type: 'company', company_name: 'შპს ალფა' }, 'en')).toBe('შპს ალფა');
  });

  it('offers 198 distinct countries', () => {
    expect(COUNTRY_CODES).toHaveLength(198);
    expect(new Set(COUNTRY_CODES).size).toBe(198);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });
});
