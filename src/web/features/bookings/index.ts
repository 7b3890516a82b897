export { ActiveBookingCard } from './components/active-booking-card';
export { bookingKeys } from './api/booking-keys';
export { BookingFormDialog } from './components/booking-form-dialog';
export { PropertyPicker } from './components/property-picker';
export { unitLabel } from './components/unit-label';
export type { UnitSummary } from './components/unit-label';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  BookingsPage: () => import('./routes/bookings-page').then((m) => m.BookingsPage),
};
