import type { banks as ka } from '../ka/banks';
import type { Translation } from '../translation';

export const banks: Translation<typeof ka> = {
  title: 'Банки',
  add: 'Добавить банк',
  add_title: 'Новый банк',
  edit_title: 'Редактирование банка',
  fields: { title: 'Название', title_en: 'Название на английском', code: 'SWIFT-код', iban: 'Код IBAN' },
  hints: { code: '8 или 11 символов, например BAGAGE22', iban: 'Две буквы, например BG' },
};
