import type { advancePayments as ka } from '../ka/advance-payments';
import type { Translation } from '../translation';

export const advancePayments: Translation<typeof ka> = {
  title: 'Advance payments',
  add: 'Add advance payment',
  add_title: 'New advance payment',
  edit_title: 'Edit advance payment',
  fields: {
    customer: 'Customer',
    amount: 'Amount',
    currency: 'Currency',
    paid_at: 'Payment date',
    property: 'Unit',
    bank_account: 'Bank account',
    note: 'Note',
    sale: 'Sale',
  },
  totals: 'Totals by currency',
  no_property: 'No unit',
  applied: 'Applied to a sale',
};
