import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocTemplateType } from '@shared/templates/contracts';
import type { Db } from '../../db/client';
import {
  customers,
  docTemplates,
  notificationMessages,
  notificationRules,
  payments,
  saleCustomers,
  saleInstalments,
  sales,
  serviceInstalments,
} from '../../db/schema';
import { customerNameColumns } from '../customers/customer-name.sql';

/** What composing, delivering and the manual sends read: the sale, its buyers, instalments, payments, templates. */

export type MessageRow = typeof notificationMessages.$inferSelect;
export type RuleRecord = typeof notificationRules.$inferSelect;

export async function saleForMessages(db: Db, saleId: number) {
  const [row] = await db
    .select({
      id: sales.id,
      contract_no: sales.contract_no,
      contract_lang: sales.contract_lang,
      status: sales.status,
      deleted_at: sales.deleted_at,
      notifications_enabled: sales.notifications_enabled,
      responsible_user_id: sales.responsible_user_id,
      building_id: sales.building_id,
      payment_ccy: sales.payment_ccy,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row;
}
export type SaleForMessages = NonNullable<Awaited<ReturnType<typeof saleForMessages>>>;

/** The sale's current buyers in contract order, with what a message to them needs. */
export function currentBuyers(db: Db, saleId: number) {
  return db
    .select({
      id: customers.id,
      ...customerNameColumns,
      phone: customers.phone,
      email: customers.email,
      locale: customers.locale,
    })
    .from(saleCustomers)
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(eq(saleCustomers.sale_id, saleId), isNull(saleCustomers.removed_at)))
    .orderBy(asc(saleCustomers.position), asc(saleCustomers.id));
}
export type Buyer = Awaited<ReturnType<typeof currentBuyers>>[number];

export function instalmentsOf(db: Db, saleId: number) {
  return db
    .select({
      id: saleInstalments.id,
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(eq(saleInstalments.sale_id, saleId))
    .orderBy(asc(saleInstalments.number));
}
export type InstalmentRecord = Awaited<ReturnType<typeof instalmentsOf>>[number];

/** A renovation's or container's instalments, in the shape of a sale's (reminders about them). */
export function serviceInstalmentsOf(db: Db, orderId: number): Promise<InstalmentRecord[]> {
  return db
    .select({
      id: serviceInstalments.id,
      number: serviceInstalments.number,
      due_date: serviceInstalments.due_date,
      amount: serviceInstalments.amount,
      paid_amount: serviceInstalments.paid_amount,
    })
    .from(serviceInstalments)
    .where(eq(serviceInstalments.service_container_id, orderId))
    .orderBy(asc(serviceInstalments.number));
}

/** The sale's latest payment (the last one entered), or undefined when it has none. */
export async function latestPayment(db: Db, saleId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      original_amount: payments.original_amount,
      currency: payments.currency,
      payment_date: payments.payment_date,
    })
    .from(payments)
    .where(and(eq(payments.sale_id, saleId), eq(payments.mode, 'sale')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function findPaymentForNotice(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      original_amount: payments.original_amount,
      currency: payments.currency,
      payment_date: payments.payment_date,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}
export type PaymentForNotice = NonNullable<Awaited<ReturnType<typeof findPaymentForNotice>>>;

const templateColumns = {
  id: docTemplates.id,
  name: docTemplates.name,
  type: docTemplates.type,
  language: docTemplates.language,
  subject: docTemplates.subject,
  body: docTemplates.body,
};

export function templatesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select(templateColumns).from(docTemplates).where(inArray(docTemplates.id, ids));
}

/** Templates of the type and name in every language: a rule's template and its siblings. */
export function templatesNamed(db: Db, type: DocTemplateType, name: string) {
  return db
    .select(templateColumns)
    .from(docTemplates)
    .where(and(eq(docTemplates.type, type), eq(docTemplates.name, name)))
    .orderBy(asc(docTemplates.id));
}
export type MessageTemplate = Awaited<ReturnType<typeof templatesNamed>>[number];

export function activeRules(db: Db) {
  return db
    .select()
    .from(notificationRules)
    .where(eq(notificationRules.active, true))
    .orderBy(asc(notificationRules.type), asc(notificationRules.days_offset), asc(notificationRules.id));
}

// ---------------------------------------------------------------- delivery

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(notificationMessages).where(eq(notificationMessages.id, id));
  return row;
}

/** What delivery re-checks just before sending: the instalment's payment and the sale's state. */
/** The sale and the instalment (a sale's, or a renovation's or container's) a message is about. */
export async function deliveryState(
  db: Db,
  saleId: number | null,
  instalmentId: number | null,
  serviceInstalmentId: number | null,
) {
  const [sale] = saleId
    ? await db
        .select({
          status: sales.status,
          deleted_at: sales.deleted_at,
          notifications_enabled: sales.notifications_enabled,
        })
        .from(sales)
        .where(eq(sales.id, saleId))
    : [];
  const [instalment] = instalmentId
    ? await db
        .select({
          paid: sql<boolean>`${saleInstalments.paid_amount} >= ${saleInstalments.amount}`,
        })
        .from(saleInstalments)
        .where(eq(saleInstalments.id, instalmentId))
    : serviceInstalmentId
      ? await db
          .select({
            paid: sql<boolean>`${serviceInstalments.paid_amount} >= ${serviceInstalments.amount}`,
          })
          .from(serviceInstalments)
          .where(eq(serviceInstalments.id, serviceInstalmentId))
      : [];
  return { sale, instalment };
}

const pending = (id: number) =>
  and(eq(notificationMessages.id, id), inArray(notificationMessages.status, ['queued', 'sending']));

/**
 * Changes a message that is still on its way (queued or sending); answers whether it was. A message
 * already sent, failed or canceled is left as it is.
 */
export async function updatePendingMessage(
  db: Db,
  id: number,
  values: Partial<typeof notificationMessages.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(notificationMessages)
    .set({ ...values, updated_at: new Date() })
    .where(pending(id))
    .returning({ id: notificationMessages.id });
  return rows.length > 0;
}

/** Starts an attempt: sending, the first start time kept, one more attempt counted. */
export async function startAttempt(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(notificationMessages)
    .set({
      status: 'sending',
      started_at: sql`coalesce(${notificationMessages.started_at}, ${at.toISOString()}::timestamptz)`,
      attempts: sql`${notificationMessages.attempts} + 1`,
      updated_at: new Date(),
    })
    .where(pending(id))
    .returning({ id: notificationMessages.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the sale's switch

export async function setSaleNotifications(db: Db, saleId: number, enabled: boolean): Promise<void> {
  await db
    .update(sales)
    .set({ notifications_enabled: enabled, updated_at: new Date() })
    .where(eq(sales.id, saleId));
}
