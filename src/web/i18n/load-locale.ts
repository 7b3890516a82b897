import type { i18n as I18n } from 'i18next';
import type { Locale } from '@shared/i18n/locales';

const bundles: Record<Locale, () => Promise<Record<string, object>>> = {
  ka: () => import('./bundles/ka').then((m) => m.bundle),
  en: () => import('./bundles/en').then((m) => m.bundle),
  ru: () => import('./bundles/ru').then((m) => m.bundle),
};

/** Adds a language's texts to i18next the first time it is needed. */
export async function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const bundle = await bundles[locale]();
  for (const [namespace, texts] of Object.entries(bundle))
    i18n.addResourceBundle(locale, namespace, texts, true, true);
}
