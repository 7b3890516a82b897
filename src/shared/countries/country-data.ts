import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ka from 'i18n-iso-countries/langs/ka.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Locale } from '../i18n/locales';
import { COUNTRY_CODES } from './codes';
import type { Country } from './contracts';

countries.registerLocale(en);
countries.registerLocale(ka);
countries.registerLocale(ru);

/**
 * Server side only (it carries the name tables of three languages; the web app reads /api/countries).
 * The product's 198 countries (docs/decisions/008-countries.md), assembled once from the maintained
 * packages: names, alpha-3 and the numeric id from i18n-iso-countries (Kosovo's user-assigned XKK/983 come
 * from there too), the calling code from libphonenumber-js. Sorted by English name.
 */
function build(): Country[] {
  return COUNTRY_CODES.map((code) => {
    const name = (locale: string) => {
      // English: the short everyday name ("Russia", "Taiwan") unless it is an abbreviation ("UK").
      const alias = locale === 'en' ? countries.getName(code, locale, { select: 'alias' }) : undefined;
      const n =
        alias && !/^[A-Z]{2,3}$/.test(alias)
          ? alias
          : countries.getName(code, locale, { select: 'official' });
      if (!n) throw new Error(`no ${locale} name for country ${code}`);
      return n;
    };
    const numeric = countries.alpha2ToNumeric(code);
    const iso3 = countries.alpha2ToAlpha3(code);
    if (!numeric || !iso3) throw new Error(`no ISO codes for country ${code}`);
    return {
      id: Number(numeric),
      name_en: name('en'),
      name_ka: name('ka'),
      name_ru: name('ru'),
      code_iso2: code,
      code_iso3: iso3,
      code_phone: getCountryCallingCode(code as CountryCode),
    };
  }).sort((a, b) => a.name_en.localeCompare(b.name_en, 'en'));
}

let cache: Country[] | null = null;
export const listCountries = (): Country[] => (cache ??= build());

/** A country's name in a language; the code itself when unknown. */
export function countryName(code: string, locale: Locale): string {
  const found = listCountries().find((c) => c.code_iso2 === code);
  if (!found) return code;
  return locale === 'en' ? found.name_en : locale === 'ru' ? found.name_ru : found.name_ka;
}
