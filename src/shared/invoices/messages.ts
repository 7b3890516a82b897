import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of invoices, in ka, en and ru. */
export const invoicesMessages = {
  'invoices.nothing_due': {
    ka: 'ამ გაყიდვაზე გადასახდელი შენატანი აღარ დარჩა',
    en: 'Nothing is left to pay on this sale',
    ru: 'По этой продаже не осталось взносов к оплате',
  },
} as const satisfies MessageCatalogue;
