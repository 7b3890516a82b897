import type { i18n as I18n } from 'i18next';
import type { Locale } from '@shared/i18n/locales';
import { messagesResource } from './messages-resource';

const bundles: Record<Locale, () => Promise<Record<string, object>>> = {
  ka: () => import('./bundles/ka').then((m) => m.bundle),
  en: () => import('./bundles/en').then((m) => m.bundle),
  ru: () => import('./bundles/ru').then((m) => m.bundle),
};

/** Languages whose whole message catalogue is in the store; once signed in, a language switch loads it too. */
const wholeCatalogue = new Set<Locale>();
let wholeCatalogueWanted = false;

/** Adds a language's texts to i18next the first time it is needed. */
export async function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'common')) {
    const bundle = await bundles[locale]();
    for (const [namespace, texts] of Object.entries(bundle))
      i18n.addResourceBundle(locale, namespace, texts, true, true);
  }
  if (wholeCatalogueWanted) await loadWholeCatalogue(i18n, locale);
}

/**
 * Adds every feature's server and form messages to the 'messages' namespace. The sign-in bundle holds
 * only the core ones (docs/decisions/005-login-bundle.md); the signed-in layout waits for the rest.
 */
export async function loadWholeCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  wholeCatalogueWanted = true;
  if (wholeCatalogue.has(locale)) return;
  const { MESSAGES } = await import('@shared/i18n/messages');
  i18n.addResourceBundle(locale, 'messages', messagesResource(MESSAGES, locale), true, true);
  wholeCatalogue.add(locale);
}
