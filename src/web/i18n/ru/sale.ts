import type { sale as ka } from '../ka/sale';
import type { Translation } from '../translation';

export const sale: Translation<typeof ka> = {
  title: 'Продажа',
};
