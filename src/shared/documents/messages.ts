import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const documentsMessages = {
  'documents.file_required': { ka: 'აირჩიეთ ფაილი', en: 'Choose a file', ru: 'Выберите файл' },
  'documents.nothing_to_change': {
    ka: 'მიუთითეთ ახალი ფაილი, სათაური ან ტიპი',
    en: 'Give a new file, title or type',
    ru: 'Укажите новый файл, название или тип',
  },
} as const satisfies MessageCatalogue;
