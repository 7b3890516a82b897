import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { currency, moneyOrZero } from '../properties/contracts';
import { propertyStatus } from '../properties/contracts';
import { isoDate, optionalText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/bookings. A booking holds a unit (free -> booked) for a customer for a period; it ends
 * canceled (by hand), expired (its last day passed), converted (a sale was made) or is deleted (a mistake).
 */
export const BOOKING_STATUSES = ['active', 'expired', 'canceled', 'converted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatus = z.enum(BOOKING_STATUSES, { error: 'validation.invalid_value' });

/** An id picked in the form; null or empty (nothing picked yet) reads "required". */
const pickedId = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .positive('validation.required')
    .max(MAX_RECORD_ID, 'validation.required'),
);

/** POST /api/bookings and PUT /api/bookings/{id}. */
export const saveBookingBody = z
  .object({
    property_id: pickedId,
    customer_id: pickedId,
    /** The employee who made the booking; the form proposes the signed-in user. */
    operator_id: pickedId,
    date_from: isoDate,
    date_to: isoDate,
    /** The form proposes the unit's total price. */
    price: moneyOrZero,
    currency,
    is_paid: z.boolean({ error: 'validation.invalid_value' }).optional().default(false),
    note: optionalText(2000),
  })
  .refine((b) => b.date_to >= b.date_from, { path: ['date_to'], message: 'bookings.period_reversed' });
export type SaveBookingBody = z.input<typeof saveBookingBody>;
export type SaveBookingInput = z.output<typeof saveBookingBody>;

export const bookingProperty = z.object({
  id: z.number(),
  building_id: z.number(),
  building_name: z.string(),
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  status: propertyStatus,
  total_price: z.string(),
  currency,
});

export const booking = z.object({
  id: z.number(),
  property_id: z.number(),
  customer_id: z.number(),
  operator_id: z.number(),
  date_from: z.string(),
  date_to: z.string(),
  price: z.string(),
  currency,
  is_paid: z.boolean(),
  note: z.string(),
  status: bookingStatus,
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  property: bookingProperty,
  customer_name: z.string(),
  operator_name: z.string(),
});
export type Booking = z.infer<typeof booking>;
export const bookingList = paginated(booking);

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), recordId.optional());
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional());

/** GET /api/bookings: the period filter keeps bookings whose period overlaps date_from..date_to. */
export const bookingListQuery = pageQuery.extend({
  building_id: optionalId,
  status: z.preprocess((v) => (v === '' ? undefined : v), bookingStatus.optional()),
  is_paid: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['true', 'false'], { error: 'validation.invalid_value' }).optional(),
  ),
  date_from: optionalDate,
  date_to: optionalDate,
  operator_id: optionalId,
  customer_id: optionalId,
  property_id: optionalId,
  /** Unit number, building or customer name. */
  search: z.string().trim().max(100, 'validation.too_long').optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

/** GET /api/bookings/operators: the active employees a booking can be made by. */
export const bookingOperator = z.object({ id: z.number(), name: z.string() });
export type BookingOperator = z.infer<typeof bookingOperator>;
