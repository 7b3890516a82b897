import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const agentsMessages = {} as const satisfies MessageCatalogue;
