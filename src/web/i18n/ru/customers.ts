import type { customers as ka } from '../ka/customers';
import type { Translation } from '../translation';

export const customers: Translation<typeof ka> = {
  title: 'Клиенты',
};
