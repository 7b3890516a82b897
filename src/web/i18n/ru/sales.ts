import type { sales as ka } from '../ka/sales';
import type { Translation } from '../translation';

export const sales: Translation<typeof ka> = {
  title: 'Продажи',
};
