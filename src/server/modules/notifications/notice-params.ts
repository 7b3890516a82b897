import { customerName, type CustomerNames } from '@shared/customers/contracts';
import { localized, type Locale } from '@shared/i18n/locales';

/**
 * The params a bell notice names its records with, each in every language (`customer`, `customer_en`,
 * `customer_ru`), so the text is rendered in the reader's language when read (notice-text.ts).
 */

type Params = Record<string, string>;

const inEveryLanguage = (name: string, text: (locale: Locale) => string): Params => ({
  [name]: text('ka'),
  [`${name}_en`]: text('en'),
  [`${name}_ru`]: text('ru'),
});

export type ComplexNames = { name: string; name_en: string; name_ru: string };
export type UnitNumber = { block: string | null; number: string };

/** "Vake Park, №A-12, №A-13": the complex and the numbers of the units. */
export const unitsParams = (complex: ComplexNames, units: readonly UnitNumber[]): Params =>
  inEveryLanguage('units', (locale) =>
    [
      localized(locale, complex.name, complex.name_en, complex.name_ru),
      ...units.map((u) => `№${u.block ? `${u.block}-` : ''}${u.number}`),
    ].join(', '),
  );

export const customerParams = (customer: CustomerNames | undefined): Params =>
  inEveryLanguage('customer', (locale) => (customer ? customerName(customer, locale) : ''));
