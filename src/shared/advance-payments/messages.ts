import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const advancePaymentsMessages = {
  'advance_payments.customer_unknown': {
    ka: 'კლიენტი ვერ მოიძებნა',
    en: 'Customer not found',
    ru: 'Клиент не найден',
  },
  'advance_payments.unit_unknown': {
    ka: 'ფართი ვერ მოიძებნა',
    en: 'Unit not found',
    ru: 'Объект не найден',
  },
  'advance_payments.account_unknown': {
    ka: 'საბანკო ანგარიში ვერ მოიძებნა',
    en: 'Bank account not found',
    ru: 'Банковский счёт не найден',
  },
  'advance_payments.applied_locked': {
    ka: 'გაყიდვაზე უკვე მიბმული ავანსის შეცვლა ან წაშლა შეუძლებელია',
    en: 'An advance already applied to a sale cannot be changed or deleted',
    ru: 'Аванс, уже зачтённый в продажу, нельзя изменить или удалить',
  },
} as const satisfies MessageCatalogue;
