import { kit } from '../../components/i18n/en';
import { auth } from '../en/auth';
import { common } from '../en/common';
import { CORE_MESSAGES } from '@shared/i18n/core-messages';
import { messagesResource } from '../messages-resource';

/**
 * What the sign-in page and the shell need in this language; every other namespace is its own chunk,
 * fetched when a page first asks for it (lazy-namespaces.ts), so the login page stays small.
 */
export const bundle = { common, auth, kit, messages: messagesResource(CORE_MESSAGES, 'en') };
