import { toLocale, type Locale } from '@shared/i18n/locales';

export const LOCALE_KEY = 'locale';

export const storedLocale = (): Locale => toLocale(localStorage.getItem(LOCALE_KEY));

export const storeLocale = (locale: Locale) => localStorage.setItem(LOCALE_KEY, locale);
