import type { Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/messages';

type Words = Record<Locale, string>;

/** The tables whose rows keep another row from being deleted (their foreign keys restrict), named. */
const USERS_OF_A_ROW: Record<string, Words> = {
  bookings: { ka: 'ჯავშნები', en: 'bookings', ru: 'бронирования' },
  sales: { ka: 'გაყიდვები', en: 'sales', ru: 'продажи' },
  advance_payments: { ka: 'წინასწარი გადახდები', en: 'advance payments', ru: 'авансовые платежи' },
  user_roles: { ka: 'თანამშრომლების როლები', en: "employees' roles", ru: 'роли сотрудников' },
  ticket_item_files: { ka: 'მოთხოვნების ფაილები', en: 'files of tickets', ru: 'файлы заявок' },
  service_lines: { ka: 'მომსახურების სტრიქონები', en: 'service lines', ru: 'строки услуг' },
  sale_properties: { ka: 'გაყიდვების ობიექტები', en: 'units of sales', ru: 'объекты продаж' },
  sale_customers: { ka: 'გაყიდვების მყიდველები', en: 'buyers of sales', ru: 'покупатели продаж' },
  property_features: {
    ka: 'ობიექტების მახასიათებლები',
    en: 'features of units',
    ru: 'характеристики объектов',
  },
  properties: { ka: 'ობიექტები', en: 'units', ru: 'объекты' },
  payments: { ka: 'გადახდები', en: 'payments', ru: 'платежи' },
  invoices: { ka: 'ინვოისები', en: 'invoices', ru: 'счета' },
  documents: { ka: 'დოკუმენტები', en: 'documents', ru: 'документы' },
  barter_properties: { ka: 'ბარტერის ობიექტები', en: 'barter units', ru: 'объекты бартера' },
  barter_deals: { ka: 'ბარტერის გარიგებები', en: 'barter deals', ru: 'бартерные сделки' },
  bank_accounts: { ka: 'საბანკო ანგარიშები', en: 'bank accounts', ru: 'банковские счета' },
};

/**
 * What the database's refusal of a statement means to the client, by its SQLSTATE. The services check
 * what they can first and answer in their own words; this is the net under a check someone forgot, so
 * that a row still in use or a value past its column is a 409 or a 422, never a 500.
 */
const REFUSALS: Record<string, { status: 409 | 422; key: MessageKey }> = {
  '23503': { status: 409, key: 'errors.still_in_use' }, // foreign_key_violation
  '23001': { status: 409, key: 'errors.still_in_use' }, // restrict_violation (PostgreSQL 17, PGlite)
  '23505': { status: 409, key: 'errors.already_exists' }, // unique_violation
  '22001': { status: 422, key: 'validation.too_long' }, // string_data_right_truncation
  '22003': { status: 422, key: 'validation.out_of_range' }, // numeric_value_out_of_range
  '22008': { status: 422, key: 'validation.out_of_range' }, // datetime_field_overflow
  '22007': { status: 422, key: 'validation.invalid_format' }, // invalid_datetime_format
  '22P02': { status: 422, key: 'validation.invalid_format' }, // invalid_text_representation
  '22021': { status: 422, key: 'validation.nul_character' }, // character_not_in_repertoire
  '22P05': { status: 422, key: 'validation.nul_character' }, // untranslatable_character
};

interface DatabaseError {
  code: string;
  /** The referencing table, for a row still in use. */
  table?: string;
}

/** The database's own error, looked for on the error and the causes drizzle wraps it in. */
function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return at as DatabaseError;
    at = (at as { cause?: unknown }).cause;
  }
  return null;
}

export interface Refusal {
  status: 409 | 422;
  key: MessageKey;
  params: Record<string, string>;
  sqlState: string;
}

/** The answer to a database refusal in the request's language, or null for any other error. */
export function databaseRefusal(error: unknown, locale: Locale): Refusal | null {
  const found = databaseErrorOf(error);
  const refusal = found ? REFUSALS[found.code] : undefined;
  if (!found || !refusal) return null;
  const user = found.table && USERS_OF_A_ROW[found.table];
  if (refusal.key === 'errors.still_in_use' && user)
    return { status: 409, key: 'errors.still_used_by', params: { what: user[locale] }, sqlState: found.code };
  return { ...refusal, params: {}, sqlState: found.code };
}
