import type { Locale } from '@shared/i18n/locales';
import { MESSAGES } from '@shared/i18n/messages';
import { bundle as en } from './bundles/en';
import { bundle as ka } from './bundles/ka';
import { bundle as ru } from './bundles/ru';
import * as enTexts from './en';
import * as kaTexts from './ka';
import * as ruTexts from './ru';
import { messagesResource } from './messages-resource';

/** All three languages with every namespace, for the key-set test and the component tests. */
export const resources = {
  ka: { ...kaTexts, ...ka, messages: messagesResource(MESSAGES, 'ka') },
  en: { ...enTexts, ...en, messages: messagesResource(MESSAGES, 'en') },
  ru: { ...ruTexts, ...ru, messages: messagesResource(MESSAGES, 'ru') },
} satisfies Record<Locale, object>;
