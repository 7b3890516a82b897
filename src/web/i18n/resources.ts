import type { Locale } from '@shared/i18n/locales';
import { kit as enKit } from '../components/i18n/en';
import { kit as kaKit } from '../components/i18n/ka';
import { kit as ruKit } from '../components/i18n/ru';
import * as en from './en';
import * as ka from './ka';
import { messagesResource } from './messages-resource';
import * as ru from './ru';

export const resources = {
  ka: { ...ka, kit: kaKit, messages: messagesResource('ka') },
  en: { ...en, kit: enKit, messages: messagesResource('en') },
  ru: { ...ru, kit: ruKit, messages: messagesResource('ru') },
} satisfies Record<Locale, object>;

export const NAMESPACES = Object.keys(resources.ka);
