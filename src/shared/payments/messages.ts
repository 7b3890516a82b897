import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of payments, schedules, overdue sales and currency rates, in ka, en and ru. */
export const paymentsMessages = {
  'payments.rate_required': {
    ka: 'ამ დღის ოფიციალური კურსი ვერ მოიძებნა — მიუთითეთ კურსი',
    en: 'No official rate could be had for this date — enter the rate',
    ru: 'Официальный курс на эту дату недоступен — укажите курс',
  },
  'payments.rate_unavailable': {
    ka: 'ამ დღის ოფიციალური კურსი ვერ მოიძებნა',
    en: 'No official rate could be had for this date',
    ru: 'Официальный курс на эту дату недоступен',
  },
  'payments.sale_closed': {
    ka: 'გაყიდვა გაუქმებული ან წაშლილია: მისი გრაფიკისა და გადახდების ნახვა შეიძლება, შეცვლა — არა',
    en: 'The sale is canceled or deleted: its schedule and payments can be read but no longer changed',
    ru: 'Продажа отменена или удалена: её график и платежи можно смотреть, но уже нельзя менять',
  },
  'payments.schedule_signed_locked': {
    ka: 'ხელშეკრულება ხელმოწერილია: მის გრაფიკს მხოლოდ ხელმოწერილი გრაფიკების შეცვლის უფლების მქონე მომხმარებელი შეცვლის',
    en: 'The contract is signed: only a user allowed to change signed schedules can change its schedule',
    ru: 'Договор подписан: менять его график может только пользователь с правом изменять подписанные графики',
  },
  'payments.schedule_rows_or_params': {
    ka: 'მიუთითეთ გრაფიკის სტრიქონები ან მისი შედგენის პარამეტრები',
    en: 'Give the schedule rows or the parameters to generate them',
    ru: 'Укажите строки графика или параметры для его составления',
  },
  'payments.first_exceeds_total': {
    ka: 'პირველი შენატანი ხელშეკრულების ფასზე მეტია',
    en: 'The first instalment is larger than the contract price',
    ru: 'Первый взнос больше цены договора',
  },
  'payments.renovation_later': {
    ka: 'რემონტის გადახდები სერვისების ნაწილია, რომელიც ჯერ არ არის ხელმისაწვდომი',
    en: 'Renovation payments belong to services, which are not available yet',
    ru: 'Платежи за ремонт относятся к услугам, которые пока недоступны',
  },
  'payments.amount_too_small': {
    ka: 'გაყიდვის ვალუტაში გადაყვანილი თანხა 0.01-ზე ნაკლებია',
    en: "Converted into the sale's currency the amount is less than 0.01",
    ru: 'В валюте продажи сумма получается меньше 0.01',
  },
  'payments.advance_applied': {
    ka: 'ეს ავანსი უკვე გამოყენებულია',
    en: 'This advance has already been applied to a sale',
    ru: 'Этот аванс уже зачтён в продажу',
  },
  'payments.advance_not_buyer': {
    ka: 'ავანსი ეკუთვნის კლიენტს, რომელიც ამ გაყიდვის მყიდველი არ არის',
    en: 'The advance belongs to a customer who is not a buyer in this sale',
    ru: 'Аванс принадлежит клиенту, который не является покупателем по этой продаже',
  },
  'payments.file_unreadable': {
    ka: 'ფაილის წაკითხვა ვერ მოხერხდა: ატვირთეთ შაბლონის მიხედვით შევსებული .xlsx ფაილი',
    en: 'The file could not be read: upload an .xlsx file filled in after the template',
    ru: 'Не удалось прочитать файл: загрузите файл .xlsx, заполненный по шаблону',
  },
  'payments.file_empty': {
    ka: 'ფაილში გადახდები არ არის',
    en: 'The file holds no payments',
    ru: 'В файле нет платежей',
  },
  'payments.import_unknown_contract': {
    ka: 'ამ ნომრით მოქმედი ხელშეკრულება ვერ მოიძებნა',
    en: 'No sale with this contract number',
    ru: 'Продажа с таким номером договора не найдена',
  },
  'payments.import_other_contract': {
    ka: 'ხელშეკრულების ნომერი ამ გაყიდვისას არ ემთხვევა',
    en: "The contract number is not this sale's",
    ru: 'Номер договора не совпадает с номером этой продажи',
  },
  'payments.import_row_reason': {
    ka: '{field}: {reason}',
    en: '{field}: {reason}',
    ru: '{field}: {reason}',
  },
  'payments.not_overdue': {
    ka: 'გაუქმების კანდიდატად მხოლოდ ვადაგადაცილებული გაყიდვის მონიშვნა შეიძლება',
    en: 'Only overdue sales can be marked as cancellation candidates',
    ru: 'Кандидатом на расторжение можно отметить только просроченную продажу',
  },
} as const satisfies MessageCatalogue;
