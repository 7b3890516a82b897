import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@shared/bookings/contracts';
import type { Db } from '../../db/client';
import { bookings, buildings, customers, properties, users } from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';

export type Scope = Pick<AuthUser, 'permissions' | 'buildingIds'>;
export type StoredBooking = typeof bookings.$inferSelect;
type BookingValues = typeof bookings.$inferInsert;

export interface BookingFilters {
  building_id?: number | undefined;
  status?: BookingStatus | undefined;
  is_paid?: boolean | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  operator_id?: number | undefined;
  customer_id?: number | undefined;
  property_id?: number | undefined;
  search?: string | undefined;
}

/** A booking with what its answer shows of the unit, the customer and the operator. */
const joined = {
  booking: bookings,
  property: {
    id: properties.id,
    building_id: properties.building_id,
    block: properties.block,
    floor: properties.floor,
    number: properties.number,
    status: properties.status,
    total_price: properties.total_price,
    currency: properties.currency,
  },
  building: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
  customer: customerNameColumns,
  operator: { first_name: users.first_name, last_name: users.last_name },
};
export type JoinedBooking = Awaited<ReturnType<typeof selectJoined>>[number];

const selectJoined = (db: Db, where: SQL | undefined) =>
  db
    .select(joined)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.property_id))
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .innerJoin(customers, eq(customers.id, bookings.customer_id))
    .innerJoin(users, eq(users.id, bookings.operator_id))
    .where(where);

const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function where(user: Scope, f: BookingFilters): SQL | undefined {
  const like = f.search ? escapeLike(f.search) : undefined;
  return and(
    buildingScope(user, properties.building_id),
    f.building_id === undefined ? undefined : eq(properties.building_id, f.building_id),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.is_paid === undefined ? undefined : eq(bookings.is_paid, f.is_paid),
    // Periods that overlap the asked one.
    f.date_from ? gte(bookings.date_to, f.date_from) : undefined,
    f.date_to ? lte(bookings.date_from, f.date_to) : undefined,
    f.operator_id === undefined ? undefined : eq(bookings.operator_id, f.operator_id),
    f.customer_id === undefined ? undefined : eq(bookings.customer_id, f.customer_id),
    f.property_id === undefined ? undefined : eq(bookings.property_id, f.property_id),
    like
      ? sql`(lower(${properties.number}) like ${like} or lower(${buildings.name} || ' ' || ${buildings.name_en} || ' ' || ${buildings.name_ru}) like ${like} or ${customers.search_text} like ${like})`
      : undefined,
  );
}

export async function countBookings(db: Db, user: Scope, filters: BookingFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.property_id))
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .innerJoin(customers, eq(customers.id, bookings.customer_id))
    .where(where(user, filters));
  return row?.n ?? 0;
}

/** Newest period first. */
export const listBookings = (db: Db, user: Scope, filters: BookingFilters, window: PageWindow) =>
  selectJoined(db, where(user, filters))
    .orderBy(desc(bookings.date_from), desc(bookings.id))
    .limit(window.limit)
    .offset(window.offset);

/** A booking of a unit the user may see, or undefined: another building's booking looks like a missing one. */
export async function findBooking(db: Db, user: Scope, id: number): Promise<JoinedBooking | undefined> {
  const [row] = await selectJoined(db, and(eq(bookings.id, id), buildingScope(user, properties.building_id)));
  return row;
}

/** The unit a booking is to hold, if the user may see it. */
export async function findUnit(db: Db, user: Scope, id: number) {
  const [row] = await db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(and(eq(properties.id, id), buildingScope(user, properties.building_id)));
  return row;
}

export async function unitStatuses(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(inArray(properties.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function activeUserExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true)));
  return row !== undefined;
}

export async function insertBooking(db: Db, values: BookingValues): Promise<StoredBooking> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/** Changes an active booking; undefined when it is no longer active (canceled or expired meanwhile). */
export async function updateActiveBooking(db: Db, id: number, values: Partial<BookingValues>) {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'active')))
    .returning();
  return row;
}

/** Closes an active booking (canceled, expired, converted); undefined when it was closed meanwhile. */
export async function closeBooking(db: Db, id: number, status: BookingStatus) {
  const [row] = await db
    .update(bookings)
    .set({ status, closed_at: new Date(), updated_at: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'active')))
    .returning();
  return row;
}

/**
 * Expires every active booking whose last day is before `today`, in one conditional UPDATE: of two runs
 * at once the second finds the rows no longer active and changes nothing.
 */
export const expireOverdue = (db: Db, today: string) =>
  db
    .update(bookings)
    .set({ status: 'expired', closed_at: new Date(), updated_at: new Date() })
    .where(and(eq(bookings.status, 'active'), lt(bookings.date_to, today)))
    .returning();

export async function deleteBooking(db: Db, id: number): Promise<StoredBooking | undefined> {
  const [row] = await db.delete(bookings).where(eq(bookings.id, id)).returning();
  return row;
}

export const listActiveUsers = (db: Db) =>
  db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));

/** Any constant unique to the expiry job: one run at a time, so a once-per-booking notice stays once. */
const EXPIRY_JOB_LOCK = 5_510_002;

/** Waits for any other run of the expiry job to commit; released with the transaction. */
export async function lockExpiryJob(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPIRY_JOB_LOCK})`);
}

/** The active bookings whose last day is `day`. */
export const activeEndingOn = (db: Db, day: string) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'active'), eq(bookings.date_to, day)));

/** What a notice about the bookings names: the unit, the customer, the last day, who made it. */
export const bookingsToTell = (db: Db, ids: number[]) =>
  db
    .select({
      id: bookings.id,
      created_by: bookings.created_by,
      date_to: bookings.date_to,
      building_id: properties.building_id,
      unit: { block: properties.block, number: properties.number },
      complex: { name: buildings.name, name_en: buildings.name_en, name_ru: buildings.name_ru },
      customer: customerNameColumns,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.property_id))
    .innerJoin(buildings, eq(buildings.id, properties.building_id))
    .innerJoin(customers, eq(customers.id, bookings.customer_id))
    .where(inArray(bookings.id, ids));
