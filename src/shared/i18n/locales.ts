export const LOCALES = ['ka', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ka';

export function toLocale(value: string | undefined | null): Locale {
  const short = (value ?? '').trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE;
}

/** A feature's part of the message catalogue: every key in every language. */
export type MessageCatalogue = Record<string, Record<Locale, string>>;

/** The text in the reader's language, falling back to the Georgian one. */
export const localized = (locale: Locale, ka: string, en: string, ru: string): string =>
  (locale === 'en' ? en : locale === 'ru' ? ru : '') || ka;

/** A record named in ka/en/ru (a complex, an agent): its name in the reader's language, else the Georgian one. */
export const localizedName = (
  item: { name: string; name_en: string; name_ru: string },
  language: string,
): string => localized(toLocale(language), item.name, item.name_en, item.name_ru);

/** A record titled in ka/en/ru (a feature, a lookup): its title in the reader's language, else the Georgian one. */
export const localizedTitle = (
  item: { title: string; title_en: string; title_ru: string },
  language: string,
): string => localized(toLocale(language), item.title, item.title_en, item.title_ru);
