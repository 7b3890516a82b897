import type { bankAccounts as ka } from '../ka/bank-accounts';
import type { Translation } from '../translation';

export const bankAccounts: Translation<typeof ka> = {
  title: 'Банковские счета',
  add: 'Добавить счёт',
  add_title: 'Новый банковский счёт',
  edit_title: 'Редактирование банковского счёта',
  general: 'Общий',
  company_account: 'Счёт компании',
  fields: {
    bank: 'Банк',
    building: 'Комплекс',
    block: 'Блок',
    iban: 'IBAN (лари)',
    iban_usd: 'IBAN (доллары)',
    iban_eur: 'IBAN (евро)',
    mediator_bank_usd: 'Банк-посредник (USD)',
    mediator_bank_eur: 'Банк-посредник (EUR)',
  },
  hints: { iban: '22 символа, напр. GE29NB0000000101904917' },
};
