import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of payments and currency rates, in ka, en and ru. */
export const paymentsMessages = {
  'payments.rate_required': {
    ka: 'ამ დღის ოფიციალური კურსი ვერ მოიძებნა — მიუთითეთ კურსი',
    en: 'No official rate could be had for this date — enter the rate',
    ru: 'Официальный курс на эту дату недоступен — укажите курс',
  },
} as const satisfies MessageCatalogue;
