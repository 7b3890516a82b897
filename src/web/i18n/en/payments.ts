import type { payments as ka } from '../ka/payments';
import type { Translation } from '../translation';

export const payments: Translation<typeof ka> = {
  title: 'Payments',
};
