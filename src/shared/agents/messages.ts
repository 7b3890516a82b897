import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const agentsMessages = {
  'agents.company_id': {
    ka: 'საიდენტიფიკაციო კოდი უნდა შედგებოდეს 9 ციფრისგან',
    en: 'Identification code must consist of 9 digits',
    ru: 'Идентификационный код должен состоять из 9 цифр',
  },
  'agents.bank_required': {
    ka: 'IBAN-ისთვის აირჩიეთ ბანკი',
    en: 'Choose the bank of the IBAN',
    ru: 'Выберите банк для IBAN',
  },
  'agents.personal_id_taken': {
    ka: 'ამ პირადი ნომრით აგენტი უკვე არსებობს',
    en: 'An agent with this personal number already exists',
    ru: 'Агент с этим личным номером уже существует',
  },
  'agents.company_id_taken': {
    ka: 'ამ საიდენტიფიკაციო კოდით აგენტი უკვე არსებობს',
    en: 'An agent with this identification code already exists',
    ru: 'Агент с этим идентификационным кодом уже существует',
  },
  'agents.duplicate_in_file': {
    ka: 'იგივე კოდი ფაილში უკვე გვხვდება',
    en: 'The same code appears earlier in the file',
    ru: 'Этот код уже встречается в файле выше',
  },
  'agents.unknown_bank': {
    ka: 'IBAN-ის ბანკი სიაში არ არის',
    en: 'The IBAN belongs to no bank in the list',
    ru: 'Банк этого IBAN отсутствует в списке',
  },
  'agents.bad_rows': {
    ka: 'ფაილში შეცდომებია და არაფერი შენახულა. გაასწორეთ მითითებული ხაზები',
    en: 'The file has errors and nothing was saved. Fix the lines listed',
    ru: 'В файле есть ошибки, ничего не сохранено. Исправьте указанные строки',
  },
  'agents.file_unreadable': {
    ka: 'ფაილი ვერ წავიკითხეთ: გამოიყენეთ აგენტების შაბლონი (.xlsx)',
    en: 'The file cannot be read: use the agents template (.xlsx)',
    ru: 'Не удалось прочитать файл: используйте шаблон агентов (.xlsx)',
  },
  'agents.file_empty': {
    ka: 'ფაილში აგენტები არ არის',
    en: 'The file has no agents',
    ru: 'В файле нет агентов',
  },
  'agents.row_line': {
    ka: 'ხაზი {line}, {field}: {reason}',
    en: 'Line {line}, {field}: {reason}',
    ru: 'Строка {line}, {field}: {reason}',
  },
  'agents.imported': {
    ka: 'აგენტები იმპორტირებულია',
    en: 'Agents imported',
    ru: 'Агенты импортированы',
  },
} as const satisfies MessageCatalogue;
