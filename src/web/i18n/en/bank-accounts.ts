import type { bankAccounts as ka } from '../ka/bank-accounts';
import type { Translation } from '../translation';

export const bankAccounts: Translation<typeof ka> = {
  title: 'Bank accounts',
  add: 'Add account',
  add_title: 'New bank account',
  edit_title: 'Edit bank account',
  general: 'General',
  company_account: 'Company account',
  fields: {
    bank: 'Bank',
    building: 'Complex',
    block: 'Block',
    iban: 'IBAN (GEL)',
    iban_usd: 'IBAN (USD)',
    iban_eur: 'IBAN (EUR)',
    mediator_bank_usd: 'Intermediary bank (USD)',
    mediator_bank_eur: 'Intermediary bank (EUR)',
  },
  hints: { iban: '22 characters, e.g. GE29NB0000000101904917' },
};
