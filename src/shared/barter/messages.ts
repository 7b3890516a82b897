import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const barterMessages = {
  'barter.units_not_free': {
    ka: 'ბინა თავისუფალი აღარ არის: {units}. არაფერი შენახულა',
    en: 'Not free any more: {units}. Nothing was saved',
    ru: 'Уже не свободны: {units}. Ничего не сохранено',
  },
  'barter.unit_not_free': {
    ka: 'ეს ფართი თავისუფალი არ არის',
    en: 'This unit is not free',
    ru: 'Этот объект не свободен',
  },
  'barter.unknown_customer': {
    ka: 'ასეთი კლიენტი არ არსებობს',
    en: 'No such customer',
    ru: 'Такого клиента нет',
  },
  'barter.closed_read_only': {
    ka: 'გაუქმებული გარიგება აღარ იცვლება',
    en: 'A canceled deal can no longer be changed',
    ru: 'Отменённая сделка больше не изменяется',
  },
  'barter.canceled': {
    ka: 'ბარტერი გაუქმდა, ფართები გათავისუფლდა',
    en: 'The barter deal was canceled and its units freed',
    ru: 'Бартер отменён, объекты освобождены',
  },
} as const satisfies MessageCatalogue;
