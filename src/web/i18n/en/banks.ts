import type { banks as ka } from '../ka/banks';
import type { Translation } from '../translation';

export const banks: Translation<typeof ka> = {
  title: 'Banks',
  add: 'Add bank',
  add_title: 'New bank',
  edit_title: 'Edit bank',
  fields: { title: 'Name', title_en: 'Name in English', code: 'SWIFT code', iban: 'IBAN code' },
  hints: { code: '8 or 11 characters, e.g. BAGAGE22', iban: 'Two letters, e.g. BG' },
};
