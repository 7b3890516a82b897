import { barterItemType, barterStatus } from '../barter/contracts';
import { bookingStatus } from '../bookings/contracts';
import { LOCALES, localized, type Locale } from '../i18n/locales';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { GEORGIA, isCountryCode } from '../countries/codes';
import { pageQuery, paginated } from '../pagination';
import { EMAIL_PATTERN } from '../validation/checks';
import { isoDate, personalId } from '../validation/rules';
import { recordId } from '../validation/ids';

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Quick search for pickers: at most this many rows, from this many characters. */
export const QUICK_SEARCH_LIMIT = 20;
export const QUICK_SEARCH_MIN_LENGTH = 2;

/** Georgian companies carry a 9-digit identification code. */
const GEORGIAN_COMPANY_ID = /^\d{9}$/;

const text = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .nullish()
    .transform((v) => v ?? '');

const code = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isCountryCode(v), 'validation.invalid_value');

/**
 * A phone in international format, valid by its country's numbering plan; `defaultCountry` reads numbers
 * typed without "+". Answers the E.164 form ("+995555123456") or null when the number is not valid.
 */
export function normalisePhone(value: string, defaultCountry?: string): string | null {
  const country =
    defaultCountry && isCountryCode(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberFromString(value, country);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** The form's and the API's fields; every text may come as "" or null when not filled. */
const customerFields = z.object({
  type: z.enum(CUSTOMER_TYPES, { error: 'validation.required' }),
  first_name: text(),
  last_name: text(),
  first_name_en: text(),
  last_name_en: text(),
  first_name_ru: text(),
  last_name_ru: text(),
  company_name: text(),
  company_name_en: text(),
  company_name_ru: text(),
  personal_id: text(50),
  company_id: text(50),
  gender: z
    .union([z.enum(GENDERS), z.literal('')], { error: 'validation.invalid_value' })
    .nullish()
    .transform((v) => v ?? ''),
  birth_date: text(10).refine((v) => v === '' || isoDate.safeParse(v).success, 'validation.invalid_format'),
  citizenship: code,
  country: code,
  address: text(500),
  email: text().refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email_format'),
  phone: text(50),
  delegate_name: text(),
  delegate_personal_id: text(50),
  delegate_position: text(),
  /** The language messages to the buyer are written in; empty or null: the sale's contract language. */
  locale: z.union([z.enum(LOCALES), z.literal('')], { error: 'validation.invalid_value' }).nullish(),
});
type Fields = z.output<typeof customerFields>;

function checkCustomer(v: Fields, ctx: z.RefinementCtx): void {
  const fail = (path: keyof Fields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.type === 'individual') {
    if (!v.first_name) fail('first_name', 'validation.required');
    if (!v.last_name) fail('last_name', 'validation.required');
    if (!v.citizenship) fail('citizenship', 'validation.required');
    if (!v.personal_id) fail('personal_id', 'validation.required');
    else if (v.citizenship === GEORGIA && !personalId.safeParse(v.personal_id).success)
      fail('personal_id', 'validation.personal_id');
  } else {
    if (!v.company_name) fail('company_name', 'validation.required');
    if (!v.country) fail('country', 'validation.required');
    if (!v.company_id) fail('company_id', 'validation.required');
    else if (v.country === GEORGIA && !GEORGIAN_COMPANY_ID.test(v.company_id))
      fail('company_id', 'customers.company_id_format');
  }
  if (v.phone && !normalisePhone(v.phone, v.country || v.citizenship))
    fail('phone', 'customers.phone_invalid');
}

/** What is stored: only the fields of the customer's type, empty optional values as null. */
function toRecord(v: Fields) {
  const person = v.type === 'individual';
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    type: v.type,
    first_name: person ? v.first_name : '',
    last_name: person ? v.last_name : '',
    first_name_en: person ? v.first_name_en : '',
    last_name_en: person ? v.last_name_en : '',
    first_name_ru: person ? v.first_name_ru : '',
    last_name_ru: person ? v.last_name_ru : '',
    company_name: person ? '' : v.company_name,
    company_name_en: person ? '' : v.company_name_en,
    company_name_ru: person ? '' : v.company_name_ru,
    personal_id: person ? orNull(v.personal_id) : null,
    company_id: person ? null : orNull(v.company_id),
    gender: person && v.gender ? v.gender : null,
    birth_date: person ? orNull(v.birth_date) : null,
    citizenship: orNull(v.citizenship),
    country: orNull(v.country),
    address: v.address,
    email: orNull(v.email.toLowerCase()),
    phone: v.phone ? normalisePhone(v.phone, v.country || v.citizenship) : null,
    delegate_name: person ? '' : v.delegate_name,
    delegate_personal_id: person ? '' : v.delegate_personal_id,
    delegate_position: person ? '' : v.delegate_position,
    // Left out of a save, the stored language stays.
    ...(v.locale === undefined ? {} : { locale: v.locale || null }),
  };
}

/** POST /api/customers and PUT /api/customers/{id}; the same schema drives the web form. */
export const saveCustomerBody = customerFields.superRefine(checkCustomer).transform(toRecord);
export type SaveCustomerBody = z.input<typeof saveCustomerBody>;
export type CustomerValues = z.output<typeof saveCustomerBody>;

export const customer = z.object({
  id: z.number(),
  type: z.enum(CUSTOMER_TYPES),
  /** The display name in the request's language (falls back to Georgian). */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_en: z.string(),
  last_name_en: z.string(),
  first_name_ru: z.string(),
  last_name_ru: z.string(),
  company_name: z.string(),
  company_name_en: z.string(),
  company_name_ru: z.string(),
  personal_id: z.string().nullable(),
  company_id: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  citizenship: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  delegate_name: z.string(),
  delegate_personal_id: z.string(),
  delegate_position: z.string(),
  locale: z.enum(LOCALES).nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customer>;
export const customerList = paginated(customer);

/** One row of the quick search, enough for a picker. */
export const customerOption = z.object({
  id: z.number(),
  type: z.enum(CUSTOMER_TYPES),
  name: z.string(),
  /** personal_id for a person, company_id for a company. */
  identification: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CustomerOption = z.infer<typeof customerOption>;
export const customerOptions = z.object({ data: z.array(customerOption) });

const yesNo = z.enum(['true', 'false'], { error: 'validation.invalid_value' }).optional();
const dateFilter = isoDate.optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The list's filters, also kept in the web page's URL. */
export const customerFilters = z.object({
  search: z.string().trim().max(100, 'validation.too_long').optional(),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(CUSTOMER_TYPES, { error: 'validation.invalid_value' }).optional(),
  ),
  country: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().length(2).optional()),
  citizenship: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().length(2).optional()),
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, { error: 'validation.invalid_value' }).optional()),
  birth_date_from: z.preprocess(emptyToUndefined, dateFilter),
  birth_date_to: z.preprocess(emptyToUndefined, dateFilter),
  has_phone: z.preprocess(emptyToUndefined, yesNo),
  has_email: z.preprocess(emptyToUndefined, yesNo),
  building_id: z.preprocess(emptyToUndefined, recordId.optional()),
  created_from: z.preprocess(emptyToUndefined, dateFilter),
  created_to: z.preprocess(emptyToUndefined, dateFilter),
});
export type CustomerFilters = z.output<typeof customerFilters>;

/**
 * GET /api/customers: the paginated list, or — with `query` — the quick search of pickers
 * ({ data: CustomerOption[] }, at most QUICK_SEARCH_LIMIT rows).
 */
export const customerListQuery = pageQuery.extend(customerFilters.shape).extend({
  query: z.string().trim().max(100, 'validation.too_long').optional(),
});
export const customerListAnswer = z.union([customerList, customerOptions]);

/** The words of a search, lower-cased; each must appear somewhere in the customer's search text. */
export const searchWords = (term: string): string[] =>
  term
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5);

/** GET /api/customers/grouped-by-country. */
export const countryCount = z.object({ country: z.string().nullable(), name: z.string(), count: z.number() });
export const countryCounts = z.array(countryCount);

/** GET /api/customers/{id}/related: what the customer takes part in, with minimal fields. */
export const customerRelated = z.object({
  bookings: z.array(
    z.object({
      id: z.number(),
      property_id: z.number(),
      property_number: z.string(),
      building_name: z.string(),
      date_from: z.string(),
      date_to: z.string(),
      price: z.string(),
      currency: z.string(),
      status: bookingStatus,
    }),
  ),
  barters: z.array(
    z.object({
      id: z.number(),
      item_type: barterItemType,
      description: z.string(),
      valuation: z.string(),
      currency: z.string(),
      deal_date: z.string(),
      status: barterStatus,
    }),
  ),
  advance_payments: z.array(
    z.object({
      id: z.number(),
      property_id: z.number().nullable(),
      property_number: z.string().nullable(),
      amount: z.string(),
      currency: z.string(),
      paid_at: z.string(),
    }),
  ),
});
export type CustomerRelated = z.infer<typeof customerRelated>;

export type CustomerNames = Pick<
  Customer,
  | 'first_name'
  | 'last_name'
  | 'first_name_en'
  | 'last_name_en'
  | 'first_name_ru'
  | 'last_name_ru'
  | 'company_name'
  | 'company_name_en'
  | 'company_name_ru'
> & { type: string };

/** The display name of a customer in a language (Georgian when that language's name is empty). */
export function customerName(c: CustomerNames, locale: Locale): string {
  if (c.type === 'company') return localized(locale, c.company_name, c.company_name_en, c.company_name_ru);
  const [first, last] =
    locale === 'en'
      ? [c.first_name_en, c.last_name_en]
      : locale === 'ru'
        ? [c.first_name_ru, c.last_name_ru]
        : ['', ''];
  return first || last ? `${first} ${last}`.trim() : `${c.first_name} ${c.last_name}`.trim();
}
