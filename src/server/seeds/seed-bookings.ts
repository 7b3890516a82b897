import { tbilisiToday } from '@shared/dates/date-formats';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advancePayments, bankAccounts, bookings, customers, properties, users } from '../db/schema';

const DAY = 86_400_000;

/** Today in Tbilisi, and dates counted from it, as YYYY-MM-DD. */
function dayFrom(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const NOTES = [
  '',
  'კლიენტი დაგვიკავშირდება ხელშეკრულებისთვის',
  '',
  'სურს ბანკის სესხი',
  'ელოდება ოჯახის თანხმობას',
];

/**
 * Demo bookings in every state and advance payments, tied to the demo complexes. Runs inside the demo seed's
 * transaction, after the customers; without customers it adds nothing. Dates count from the day it runs so the
 * active bookings are current; everything else is deterministic.
 */
export async function seedBookings(tx: Db): Promise<void> {
  const customerIds = (await tx.select({ id: customers.id }).from(customers).orderBy(asc(customers.id))).map(
    (c) => c.id,
  );
  if (!customerIds.length) return;
  const operatorIds = (
    await tx.select({ id: users.id }).from(users).where(eq(users.active, true)).orderBy(asc(users.id))
  ).map((u) => u.id);
  if (!operatorIds.length) return;
  const free = await tx
    .select({ id: properties.id, total_price: properties.total_price, currency: properties.currency })
    .from(properties)
    .where(eq(properties.status, 'free'))
    .orderBy(asc(properties.building_id), asc(properties.id));
  // Every fourth free unit, so the bookings are spread over the complexes and floors.
  const spread = free.filter((_, i) => i % 4 === 1);
  const sold = await tx
    .select({ id: properties.id, total_price: properties.total_price, currency: properties.currency })
    .from(properties)
    .where(eq(properties.status, 'sold'))
    .orderBy(asc(properties.id))
    .limit(4);
  const today = tbilisiToday();
  const customer = (i: number) => customerIds[(i * 7) % customerIds.length]!;
  const operator = (i: number) => operatorIds[i % operatorIds.length]!;

  const active = spread.slice(0, 25);
  const expired = spread.slice(25, 31);
  const canceled = spread.slice(31, 36);
  type Row = typeof bookings.$inferInsert;
  const rows: Row[] = [
    ...active.map((u, i): Row => ({
      property_id: u.id,
      customer_id: customer(i),
      operator_id: operator(i),
      date_from: dayFrom(today, -(i % 10)),
      date_to: dayFrom(today, 5 + (i % 20)),
      price: u.total_price,
      currency: u.currency,
      is_paid: i % 3 === 0,
      note: NOTES[i % NOTES.length]!,
      status: 'active',
    })),
    ...expired.map((u, i): Row => ({
      property_id: u.id,
      customer_id: customer(i + 25),
      operator_id: operator(i + 1),
      date_from: dayFrom(today, -60 - i * 5),
      date_to: dayFrom(today, -40 - i * 5),
      price: u.total_price,
      currency: u.currency,
      is_paid: false,
      note: '',
      status: 'expired',
      closed_at: new Date(Date.parse(`${dayFrom(today, -39 - i * 5)}T00:15:00Z`)),
    })),
    ...canceled.map((u, i): Row => ({
      property_id: u.id,
      customer_id: customer(i + 31),
      operator_id: operator(i + 2),
      date_from: dayFrom(today, -30 - i * 3),
      date_to: dayFrom(today, -10 - i * 3),
      price: u.total_price,
      currency: u.currency,
      is_paid: i % 2 === 0,
      note: 'კლიენტმა გადაიფიქრა',
      status: 'canceled',
      closed_at: new Date(Date.parse(`${dayFrom(today, -20 - i * 3)}T09:30:00Z`)),
    })),
    ...sold.map((u, i): Row => ({
      property_id: u.id,
      customer_id: customer(i + 40),
      operator_id: operator(i + 3),
      date_from: dayFrom(today, -90 - i * 7),
      date_to: dayFrom(today, -75 - i * 7),
      price: u.total_price,
      currency: u.currency,
      is_paid: true,
      note: 'ხელშეკრულება გაფორმდა',
      status: 'converted',
      closed_at: new Date(Date.parse(`${dayFrom(today, -80 - i * 7)}T11:00:00Z`)),
    })),
  ];
  if (rows.length) await tx.insert(bookings).values(rows);
  if (active.length)
    await tx
      .update(properties)
      .set({ status: 'booked', updated_at: new Date() })
      .where(
        and(
          inArray(
            properties.id,
            active.map((u) => u.id),
          ),
          eq(properties.status, 'free'),
        ),
      );

  const accountIds = (
    await tx.select({ id: bankAccounts.id }).from(bankAccounts).orderBy(asc(bankAccounts.id))
  ).map((a) => a.id);
  const currencies = ['USD', 'GEL', 'USD', 'EUR', 'GEL'] as const;
  const amounts = ['5000.00', '12000.00', '3500.50', '2000.00', '8750.00'];
  await tx.insert(advancePayments).values(
    Array.from({ length: 15 }, (_, i) => ({
      customer_id: customer(i + 3),
      property_id: i % 3 === 0 ? (active[i]?.id ?? null) : null,
      bank_account_id: accountIds.length && i % 2 === 0 ? accountIds[i % accountIds.length]! : null,
      amount: amounts[i % amounts.length]!,
      currency: currencies[i % currencies.length]!,
      paid_at: dayFrom(today, -(i * 6 + 1)),
      note: i % 4 === 0 ? 'ნაღდი ანგარიშსწორება სალაროში' : '',
    })),
  );
}
