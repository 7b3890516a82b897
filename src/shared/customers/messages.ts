import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const customersMessages = {
  'customers.company_id_format': {
    ka: 'საიდენტიფიკაციო კოდი უნდა შედგებოდეს 9 ციფრისგან',
    en: 'Identification code must consist of 9 digits',
    ru: 'Идентификационный код должен состоять из 9 цифр',
  },
  'customers.phone_invalid': {
    ka: 'ტელეფონის ნომერი არასწორია (მიუთითეთ საერთაშორისო ფორმატით, მაგ. +995 555 12 34 56)',
    en: 'Invalid phone number (use the international format, e.g. +995 555 12 34 56)',
    ru: 'Неверный номер телефона (укажите в международном формате, напр. +995 555 12 34 56)',
  },
  'customers.personal_id_taken': {
    ka: 'ამ პირადი ნომრით კლიენტი უკვე რეგისტრირებულია: {name} (№{id})',
    en: 'A customer with this personal number already exists: {name} (#{id})',
    ru: 'Клиент с этим личным номером уже существует: {name} (№{id})',
  },
  'customers.company_id_taken': {
    ka: 'ამ საიდენტიფიკაციო კოდით კლიენტი უკვე რეგისტრირებულია: {name} (№{id})',
    en: 'A customer with this identification code already exists: {name} (#{id})',
    ru: 'Клиент с этим идентификационным кодом уже существует: {name} (№{id})',
  },
  'customers.personal_id_taken_unnamed': {
    ka: 'ამ პირადი ნომრით კლიენტი უკვე რეგისტრირებულია',
    en: 'A customer with this personal number already exists',
    ru: 'Клиент с этим личным номером уже существует',
  },
  'customers.company_id_taken_unnamed': {
    ka: 'ამ საიდენტიფიკაციო კოდით კლიენტი უკვე რეგისტრირებულია',
    en: 'A customer with this identification code already exists',
    ru: 'Клиент с этим идентификационным кодом уже существует',
  },
  'customers.email_taken': {
    ka: 'ამ ელფოსტით კლიენტი უკვე რეგისტრირებულია: {name} (№{id})',
    en: 'A customer with this e-mail already exists: {name} (#{id})',
    ru: 'Клиент с этим адресом электронной почты уже существует: {name} (№{id})',
  },
  'customers.email_taken_unnamed': {
    ka: 'ამ ელფოსტით კლიენტი უკვე რეგისტრირებულია',
    en: 'A customer with this e-mail already exists',
    ru: 'Клиент с этим адресом электронной почты уже существует',
  },
  'customers.has_deals': {
    ka: 'კლიენტის წაშლა შეუძლებელია: მას აქვს გაყიდვები, ჯავშნები, ბარტერული გარიგებები ან ავანსები',
    en: 'The customer cannot be deleted: they have sales, bookings, barter deals or advance payments',
    ru: 'Клиента нельзя удалить: у него есть продажи, брони, бартерные сделки или авансы',
  },
} as const satisfies MessageCatalogue;
