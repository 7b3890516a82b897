import { kit } from '../../components/i18n/ru';
import * as texts from '../ru';
import { messagesResource } from '../messages-resource';

/** Every namespace in this language; loaded on its own so a user downloads one language, not three. */
export const bundle = { ...texts, kit, messages: messagesResource('ru') };
