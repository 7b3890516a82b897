import type { invoices as ka } from '../ka/invoices';
import type { Translation } from '../translation';

export const invoices: Translation<typeof ka> = {
  title: 'Invoices',
};
