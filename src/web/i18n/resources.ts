import type { Locale } from '@shared/i18n/locales';
import { bundle as en } from './bundles/en';
import { bundle as ka } from './bundles/ka';
import { bundle as ru } from './bundles/ru';
import * as enTexts from './en';
import * as kaTexts from './ka';
import * as ruTexts from './ru';

/** All three languages with every namespace, for the key-set test and the component tests. */
export const resources = {
  ka: { ...kaTexts, ...ka },
  en: { ...enTexts, ...en },
  ru: { ...ruTexts, ...ru },
} satisfies Record<Locale, object>;
