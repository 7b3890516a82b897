import type { advancePayments as ka } from '../ka/advancePayments';
import type { Translation } from '../translation';

export const advancePayments: Translation<typeof ka> = {
  title: 'Авансовые платежи',
};
