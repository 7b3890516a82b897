import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of service types, renovations, service containers and their payments. */
export const servicesMessages = {
  'services.renovation_exists': {
    ka: 'ამ გაყიდვას რემონტი უკვე აქვს',
    en: 'This sale already has a renovation',
    ru: 'У этой продажи уже есть ремонт',
  },
  'services.has_payments': {
    ka: 'გადახდები უკვე შესულია: ჯერ წაშალეთ გადახდები',
    en: 'It has payments: delete the payments first',
    ru: 'По нему уже есть платежи: сначала удалите платежи',
  },
  'services.type_unknown': {
    ka: 'სერვისის ტიპი ვერ მოიძებნა',
    en: 'No such service type',
    ru: 'Такой тип услуги не найден',
  },
  'services.type_inactive': {
    ka: 'სერვისის ეს ტიპი გამორთულია',
    en: 'This service type is no longer offered',
    ru: 'Этот тип услуги больше не предлагается',
  },
  'services.price_required': {
    ka: 'ტიპის ფასი სხვა ვალუტაშია — მიუთითეთ ერთეულის ფასი',
    en: "The type's price is in another currency — enter the unit price",
    ru: 'Цена типа в другой валюте — укажите цену за единицу',
  },
  'services.no_schedule': {
    ka: 'ჯერ შეადგინეთ გადახდის გრაფიკი',
    en: 'Make the payment schedule first',
    ru: 'Сначала составьте график платежей',
  },
  'services.type_deactivated': {
    ka: 'ტიპი გამოიყენება, ამიტომ გამოირთო და არ წაიშალა',
    en: 'The type is in use, so it was switched off rather than deleted',
    ru: 'Тип используется, поэтому он отключён, а не удалён',
  },
} satisfies MessageCatalogue;
