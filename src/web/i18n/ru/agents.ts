import type { agents as ka } from '../ka/agents';
import type { Translation } from '../translation';

export const agents: Translation<typeof ka> = {
  title: 'Агенты',
  add: 'Добавить агента',
  add_title: 'Новый агент',
  edit_title: 'Редактирование агента',
  details: 'Данные агента',
  import: 'Импорт из Excel',
  import_title: 'Импорт агентов',
  import_hint:
    'Загрузите заполненный шаблон (.xlsx). Если в какой-либо строке ошибка, ни один агент не сохранится.',
  template: 'Скачать шаблон',
  imported: 'Импортировано агентов: {{count}}',
  row_errors: 'Ошибки по строкам',
  open: 'Открыть',
  types: { individual: 'Физическое лицо', company: 'Юридическое лицо' },
  fields: {
    type: 'Тип',
    name: 'Имя',
    name_en: 'Имя (по-английски)',
    name_ru: 'Имя (по-русски)',
    personal_id: 'Личный номер',
    company_id: 'Идентификационный код',
    code: 'Код',
    phone: 'Телефон',
    email: 'Эл. почта',
    address: 'Адрес',
    fee_percent: 'Комиссия (%)',
    bank_id: 'Банк',
    iban: 'IBAN',
    note: 'Примечание',
    active: 'Активен',
    documents: 'Файлы',
  },
};
