import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const pricesMessages = {
  'prices.percent_range': {
    ka: 'პროცენტი უნდა იყოს -100-ზე მეტი',
    en: 'The percentage must be greater than -100',
    ru: 'Процент должен быть больше -100',
  },
  'prices.bad_rows': {
    ka: 'ფაილში შეცდომებია, არაფერი შენახულა. გაასწორეთ მითითებული ხაზები',
    en: 'The file has errors and nothing was saved. Fix the lines listed',
    ru: 'В файле есть ошибки, ничего не сохранено. Исправьте указанные строки',
  },
  'prices.units_changed': {
    ka: 'ზოგიერთი ობიექტი ამასობაში გაიყიდა ან შეიცვალა, ფასები არ შეცვლილა',
    en: 'Some units were sold or changed meanwhile; no price was changed',
    ru: 'Некоторые объекты тем временем проданы или изменены; цены не изменены',
  },
  'prices.row_unknown_unit': {
    ka: 'ასეთი ობიექტი ვერ მოიძებნა',
    en: 'No such unit',
    ru: 'Такой объект не найден',
  },
  'prices.row_other_building': {
    ka: 'ობიექტი სხვა კომპლექსს ეკუთვნის',
    en: 'The unit belongs to another complex',
    ru: 'Объект относится к другому комплексу',
  },
  'prices.row_sold': {
    ka: 'გაყიდულ ობიექტს ფასი არ ეცვლება',
    en: 'A sold unit is never repriced',
    ru: 'Цена проданного объекта не меняется',
  },
  'prices.row_retired': {
    ka: 'ობიექტი გაყოფილია და აღარ იყიდება',
    en: 'The unit was split and is no longer sold',
    ru: 'Объект разделён и больше не продаётся',
  },
  'prices.row_not_a_number': {
    ka: 'ფასი რიცხვი არ არის',
    en: 'The price is not a number',
    ru: 'Цена не является числом',
  },
  'prices.row_not_positive': {
    ka: 'ფასი ნულზე მეტი უნდა იყოს',
    en: 'The price must be greater than zero',
    ru: 'Цена должна быть больше нуля',
  },
  'prices.row_duplicate': {
    ka: 'ეს ობიექტი ფაილში ერთზე მეტჯერ წერია',
    en: 'The unit appears more than once in the file',
    ru: 'Объект встречается в файле больше одного раза',
  },
  'prices.row_currency': {
    ka: 'ვალუტა არ ემთხვევა ობიექტის ვალუტას',
    en: "The currency does not match the unit's currency",
    ru: 'Валюта не совпадает с валютой объекта',
  },
  'prices.file_or_rule': {
    ka: 'ატვირთეთ Excel ფაილი ან მიუთითეთ წესი',
    en: 'Upload an Excel file or give a rule',
    ru: 'Загрузите файл Excel или задайте правило',
  },
  'prices.file_unreadable': {
    ka: 'ფაილი ვერ წავიკითხეთ; ატვირთეთ .xlsx ფაილი შაბლონის მიხედვით',
    en: 'The file could not be read; upload an .xlsx file made from the template',
    ru: 'Не удалось прочитать файл; загрузите файл .xlsx по шаблону',
  },
  'prices.no_changes': {
    ka: 'ფასების სიაში შესაცვლელი ფასი არ არის',
    en: 'The price list changes no price',
    ru: 'В прайс-листе нет ни одной новой цены',
  },
  'prices.applied_read_only': {
    ka: 'გამოყენებული ფასების სია აღარ იცვლება',
    en: 'An applied price list can no longer be changed',
    ru: 'Применённый прайс-лист больше не изменяется',
  },
  'prices.row_line': {
    ka: 'ხაზი {line}: {reason}',
    en: 'Line {line}: {reason}',
    ru: 'Строка {line}: {reason}',
  },
} as const satisfies MessageCatalogue;
