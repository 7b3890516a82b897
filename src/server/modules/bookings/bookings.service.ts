import { removeCommentsOf } from '../comments/comments.service';
import type { Booking, BookingOperator, SaveBookingInput } from '@shared/bookings/contracts';
import { customerName } from '@shared/customers/contracts';
import { localized } from '@shared/i18n/locales';
import type { Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/messages';
import type { NoticeKind } from '@shared/notifications/contracts';
import type { PageQuery } from '@shared/pagination';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import { requireLinks } from '../../platform/linked-records';
import { customerParams, unitsParams } from '../notifications/notices.service';
import { paginateAt } from '../../platform/pagination';
// The one status gate of docs/decisions/007: bookings call the properties module's service, never its repository.
import { transitionStatus } from '../properties/property-status.service';
import { customerLink } from '../customers/customers.service';
import { bookingsNoticed, notifyUsers } from '../notifications/notices.service';
import * as repo from './bookings.repository';

/** The expiry job works for nobody in particular: every building, no user in the audit row. */
const SYSTEM_SCOPE: repo.Scope = { permissions: ['all_buildings_access'], buildingIds: [] };
const SYSTEM_AUDIT: AuditContext = { userId: null, ip: null };
const UNIT_TAKEN: Record<string, MessageKey> = {
  booked: 'bookings.unit_booked',
  sold: 'bookings.unit_sold',
  barter: 'bookings.unit_barter',
  not_for_sale: 'bookings.unit_not_for_sale',
  retired: 'bookings.unit_retired',
};
const unitTaken = (status: string) => new HttpError(409, UNIT_TAKEN[status] ?? 'bookings.unit_booked');

function present(row: repo.JoinedBooking, locale: Locale): Booking {
  const b = row.booking;
  return {
    id: b.id,
    property_id: b.property_id,
    customer_id: b.customer_id,
    operator_id: b.operator_id,
    date_from: b.date_from,
    date_to: b.date_to,
    price: b.price,
    currency: b.currency,
    is_paid: b.is_paid,
    note: b.note,
    status: b.status,
    closed_at: b.closed_at?.toISOString() ?? null,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
    property: {
      ...row.property,
      building_name: localized(locale, row.building.name, row.building.name_en, row.building.name_ru),
    },
    customer_name: customerName(row.customer, locale),
    operator_name: `${row.operator.first_name} ${row.operator.last_name}`.trim(),
  };
}

/** What the audit log keeps of a booking. */
const snapshot = (b: repo.StoredBooking) => ({
  property_id: b.property_id,
  customer_id: b.customer_id,
  operator_id: b.operator_id,
  date_from: b.date_from,
  date_to: b.date_to,
  price: b.price,
  currency: b.currency,
  is_paid: b.is_paid,
  note: b.note,
  status: b.status,
});

/** The list query as the route parsed it: `is_paid` arrives as the text 'true' or 'false'. */
type BookingListQuery = PageQuery & Omit<repo.BookingFilters, 'is_paid'> & { is_paid?: 'true' | 'false' };

export function listBookings(
  deps: AppDeps,
  user: repo.Scope,
  query: BookingListQuery,
  url: string,
  locale: Locale,
) {
  const { page, perpage, is_paid, ...filters } = query;
  const where = { ...filters, is_paid: is_paid === undefined ? undefined : is_paid === 'true' };
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countBookings(deps.db, user, where),
    async (window) =>
      (await repo.listBookings(deps.db, user, where, window)).map((row) => present(row, locale)),
  );
}

/** The active users a booking may name as its operator. */
export async function listOperators(deps: AppDeps): Promise<BookingOperator[]> {
  return (await repo.listActiveUsers(deps.db)).map((u) => ({
    id: u.id,
    name: `${u.first_name} ${u.last_name}`.trim(),
  }));
}

export async function getBooking(deps: AppDeps, user: repo.Scope, id: number, locale: Locale) {
  const row = await repo.findBooking(deps.db, user, id);
  if (!row) throw notFound();
  return present(row, locale);
}

/** Whether an error (or one it wraps) is the violation of the one-active-booking-per-unit index. */
function isDoubleBooking(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes('bookings_one_active_per_property'))
      return true;
  }
  return false;
}

/** The index, not only the status check, decides: whichever loses answers 409, never 500. */
async function guardDoubleBooking<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDoubleBooking(error)) throw unitTaken('booked');
    throw error;
  }
}

type Writer = repo.Scope & { id: number };

/**
 * The customer must be one the user may see (spec §6; an unseen one reads as a missing one), checked when
 * it is new to the booking: a booking the user operates would otherwise open that customer to them. The
 * operator must be an active user.
 */
async function checkPeople(
  db: AppDeps['db'],
  user: Writer,
  input: SaveBookingInput,
  before?: repo.StoredBooking,
) {
  const errors: Record<string, MessageKey[]> = {};
  if (!(await repo.activeUserExists(db, input.operator_id)))
    errors.operator_id = ['bookings.operator_inactive'];
  await requireLinks(
    {
      customer_id:
        before?.customer_id !== input.customer_id &&
        customerLink(db, user, input.customer_id, 'bookings.customer_unknown'),
    },
    errors,
  );
}

/**
 * free -> booked for the unit, through the one status gate. A unit the user may not see is a bad field
 * (422); one that is not free, or stops being free while we wait for its row, a clear 409.
 */
async function holdUnit(tx: AppDeps['db'], user: repo.Scope, propertyId: number, audit: AuditContext) {
  const unit = await repo.findUnit(tx, user, propertyId);
  if (!unit) throw invalid('property_id', 'bookings.unit_unknown');
  if (unit.status !== 'free') throw unitTaken(unit.status);
  try {
    await transitionStatus(tx, user, propertyId, 'free', 'booked', audit);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    const now = await repo.findUnit(tx, user, propertyId);
    throw unitTaken(now?.status ?? 'booked');
  }
}

/** Gives the unit back (booked -> free) unless something else already moved it on. */
async function releaseUnit(tx: AppDeps['db'], user: repo.Scope, propertyId: number, audit: AuditContext) {
  const statuses = await repo.unitStatuses(tx, [propertyId]);
  if (statuses.get(propertyId) === 'booked')
    await transitionStatus(tx, user, propertyId, 'booked', 'free', audit);
}

export async function createBooking(
  deps: AppDeps,
  user: Writer,
  input: SaveBookingInput,
  audit: AuditContext,
): Promise<number> {
  await checkPeople(deps.db, user, input);
  return guardDoubleBooking(() =>
    deps.db.transaction(async (tx) => {
      await holdUnit(tx, user, input.property_id, audit);
      const created = await repo.insertBooking(tx, { ...input, status: 'active', created_by: user.id });
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'booking',
        entityId: created.id,
        after: snapshot(created),
      });
      return created.id;
    }),
  );
}

/** Dates, price, paid flag, operator, customer, note; a new unit moves both units' statuses. */
export async function updateBooking(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: SaveBookingInput,
  audit: AuditContext,
): Promise<void> {
  await guardDoubleBooking(() =>
    deps.db.transaction(async (tx) => {
      const current = await repo.findBooking(tx, user, id);
      if (!current) throw notFound();
      const before = current.booking;
      if (before.status !== 'active') throw new ValidationFailed({}, 'bookings.not_active');
      await checkPeople(tx, user, input, before);
      const moving = input.property_id !== before.property_id;
      if (moving) await holdUnit(tx, user, input.property_id, audit);
      const after = await repo.updateActiveBooking(tx, id, input);
      if (!after) throw new HttpError(409, 'bookings.changed');
      if (moving) await releaseUnit(tx, user, before.property_id, audit);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'booking',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }),
  );
}

/** The normal end of a booking that will not become a sale: status canceled, the unit free again. */
export async function cancelBooking(deps: AppDeps, user: repo.Scope, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findBooking(tx, user, id);
    if (!current) throw notFound();
    if (current.booking.status !== 'active') throw new ValidationFailed({}, 'bookings.not_active');
    const after = await repo.closeBooking(tx, id, 'canceled');
    if (!after) throw new HttpError(409, 'bookings.changed');
    await releaseUnit(tx, user, after.property_id, audit);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'booking',
      entityId: id,
      before: snapshot(current.booking),
      after: snapshot(after),
    });
  });
}

/** For mistakes: the row goes, and an active booking's unit is freed. A converted one is a sale's history. */
export async function deleteBooking(deps: AppDeps, user: repo.Scope, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findBooking(tx, user, id);
    if (!current) throw notFound();
    if (current.booking.status === 'converted') throw new ValidationFailed({}, 'bookings.converted_locked');
    const removed = await repo.deleteBooking(tx, id);
    await removeCommentsOf(tx, 'booking', id);
    if (!removed) throw notFound();
    if (removed.status === 'active') await releaseUnit(tx, user, removed.property_id, audit);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'booking',
      entityId: id,
      before: snapshot(removed),
    });
  });
}

/**
 * Expires every active booking whose last day is before `today` and frees its unit, one audit row per
 * booking (no user); tells each expired booking's creator, and the creator of each booking whose last
 * day is tomorrow (once per booking). Safe to run twice or at once: only rows still active are changed,
 * and runs wait for each other, so the second sees the first's notices.
 */
export async function expireBookings(deps: Pick<AppDeps, 'db'>, today: string): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    await repo.lockExpiryJob(tx);
    const expired = await repo.expireOverdue(tx, today);
    const statuses = await repo.unitStatuses(
      tx,
      expired.map((b) => b.property_id),
    );
    for (const b of expired) {
      if (statuses.get(b.property_id) === 'booked')
        await transitionStatus(tx, SYSTEM_SCOPE, b.property_id, 'booked', 'free', SYSTEM_AUDIT);
      await writeAudit(tx, SYSTEM_AUDIT, {
        action: 'expire',
        entityType: 'booking',
        entityId: b.id,
        before: { status: 'active', closed_at: null },
        after: { status: 'expired', closed_at: b.closed_at },
      });
    }
    await notifyCreators(
      tx,
      expired.map((b) => b.id),
      'booking_expired',
    );
    const ending = (await repo.activeEndingOn(tx, dayAfter(today))).map((b) => b.id);
    const told = await bookingsNoticed(tx, 'booking_expires_tomorrow', ending);
    await notifyCreators(
      tx,
      ending.filter((id) => !told.has(id)),
      'booking_expires_tomorrow',
    );
    return expired.map((b) => b.id);
  });
}

const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The bell notice to the user who made each booking (none when that user is gone). */
async function notifyCreators(tx: Db, ids: number[], kind: NoticeKind): Promise<void> {
  if (!ids.length) return;
  for (const b of await repo.bookingsToTell(tx, ids)) {
    if (b.created_by === null) continue;
    await notifyUsers(tx, [b.created_by], {
      kind,
      params: { date_to: b.date_to, ...unitsParams(b.complex, [b.unit]), ...customerParams(b.customer) },
      bookingId: b.id,
      buildingId: b.building_id,
    });
  }
}

/**
 * A sale made from a booking closes it (status converted, closed now), inside the sale's transaction.
 * Answers the booking as it was closed, or undefined when it is not active (any more): the conditional
 * UPDATE makes a second sale from the same booking lose.
 */
export async function convertBooking(
  tx: AppDeps['db'],
  id: number,
  audit: AuditContext,
): Promise<repo.StoredBooking | undefined> {
  const after = await repo.closeBooking(tx, id, 'converted');
  if (!after) return undefined;
  await writeAudit(tx, audit, {
    action: 'update',
    entityType: 'booking',
    entityId: id,
    before: { status: 'active', closed_at: null },
    after: { status: after.status, closed_at: after.closed_at },
  });
  return after;
}
