import { kit } from '../../components/i18n/en';
import * as texts from '../en';
import { messagesResource } from '../messages-resource';

/** Every namespace in this language; loaded on its own so a user downloads one language, not three. */
export const bundle = { ...texts, kit, messages: messagesResource('en') };
