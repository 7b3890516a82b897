import type { documents as ka } from '../ka/documents';
import type { Translation } from '../translation';

export const documents: Translation<typeof ka> = {
  title: 'Документы',
  add: 'Прикрепить файл',
  replace: 'Заменить',
  download: 'Скачать',
  empty: 'Файлы ещё не прикреплены',
  add_title: 'Прикрепить файл',
  replace_title: 'Заменить файл',
  choose_file: 'Выбрать файл',
  file_hint: 'PDF, изображение, Word (.docx) или Excel (.xlsx)',
  owner_types: { agent: 'Агент', barter: 'Бартер', sale: 'Продажа' },
  fields: {
    owner: 'Владелец',
    owner_type: 'Тип записи',
    document_type: 'Тип документа',
    title: 'Название',
    original_name: 'Файл',
    size: 'Размер',
    uploaded_by: 'Загрузил',
    created_at: 'Дата загрузки',
    active: 'Активен',
    file: 'Файл',
    date_from: 'С даты',
    date_to: 'По дату',
  },
};
