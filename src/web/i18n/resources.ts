import type { Locale } from '@shared/i18n/locales';
import { bundle as en } from './bundles/en';
import { bundle as ka } from './bundles/ka';
import { bundle as ru } from './bundles/ru';

/** All three languages at once, for the key-set test; the app loads one at a time (load-locale.ts). */
export const resources = { ka, en, ru } satisfies Record<Locale, object>;
