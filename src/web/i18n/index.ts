import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLocale, type Locale } from '@shared/i18n/locales';
import { lazyNamespaces } from './lazy-namespaces';
import { loadLocale } from './load-locale';
import { storedLocale } from './locale-storage';

const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(lazyNamespaces)
  .init({
    resources: {},
    // Nothing is fetched at start: load-locale adds the sign-in texts, pages fetch the rest.
    ns: [],
    partialBundledLanguages: true,
    lng: storedLocale(),
    // Every key exists in every language (i18n-keys.test.ts), so no fallback language has to be loaded.
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Loads the texts of a language, then switches to it. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadLocale(i18n, locale);
  await i18n.changeLanguage(locale);
}

/** The current language's texts; main.tsx waits for them before the first render. */
export const ready = loadLocale(i18n, toLocale(i18n.language));

export default i18n;
