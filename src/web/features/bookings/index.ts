export { ActiveBookingCard } from './components/active-booking-card';
export { bookingKeys } from './api/booking-keys';
export { BookingFormDialog } from './components/booking-form-dialog';
export { PropertyPicker } from './components/property-picker';
export { unitLabel } from './components/unit-label';
export type { UnitSummary } from './components/unit-label';
export { BookingsPage } from './routes/bookings-page';
