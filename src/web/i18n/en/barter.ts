import type { barter as ka } from '../ka/barter';
import type { Translation } from '../translation';

export const barter: Translation<typeof ka> = {
  title: 'Barter deals',
};
