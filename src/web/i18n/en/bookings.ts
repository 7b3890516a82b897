import type { bookings as ka } from '../ka/bookings';
import type { Translation } from '../translation';

export const bookings: Translation<typeof ka> = {
  title: 'Bookings',
};
