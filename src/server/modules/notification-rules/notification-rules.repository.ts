import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  docTemplates,
  notificationMessages,
  notificationRules,
  saleInstalments,
  sales,
  serviceContainers,
  serviceInstalments,
} from '../../db/schema';

export type RuleRecord = typeof notificationRules.$inferSelect;
export type RuleValues = Omit<typeof notificationRules.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const smsTemplate = alias(docTemplates, 'sms_template');
const emailTemplate = alias(docTemplates, 'email_template');

/** The rules with their templates' names, in the order they go out (reminders, then letters, by offset). */
export function listRules(db: Db, id?: number) {
  return db
    .select({
      rule: notificationRules,
      sms_template_name: smsTemplate.name,
      email_template_name: emailTemplate.name,
    })
    .from(notificationRules)
    .leftJoin(smsTemplate, eq(smsTemplate.id, notificationRules.sms_template_id))
    .leftJoin(emailTemplate, eq(emailTemplate.id, notificationRules.email_template_id))
    .where(id === undefined ? undefined : eq(notificationRules.id, id))
    .orderBy(asc(notificationRules.days_offset), asc(notificationRules.type), asc(notificationRules.id));
}
export type ListedRule = Awaited<ReturnType<typeof listRules>>[number];

export async function findRule(db: Db, id: number): Promise<RuleRecord | undefined> {
  const [row] = await db.select().from(notificationRules).where(eq(notificationRules.id, id)).for('update');
  return row;
}

export async function insertRule(db: Db, values: RuleValues): Promise<RuleRecord> {
  const [row] = await db.insert(notificationRules).values(values).returning();
  return row!;
}

export async function updateRule(db: Db, id: number, values: RuleValues): Promise<RuleRecord> {
  const [row] = await db
    .update(notificationRules)
    .set({ ...values, updated_at: new Date() })
    .where(eq(notificationRules.id, id))
    .returning();
  return row!;
}

export async function deleteRule(db: Db, id: number): Promise<void> {
  await db.delete(notificationRules).where(eq(notificationRules.id, id));
}

export function templateTypes(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: docTemplates.id, type: docTemplates.type })
    .from(docTemplates)
    .where(inArray(docTemplates.id, ids));
}

export function activeRules(db: Db) {
  return db
    .select()
    .from(notificationRules)
    .where(eq(notificationRules.active, true))
    .orderBy(asc(notificationRules.days_offset), asc(notificationRules.type), asc(notificationRules.id));
}

/** The automated run's key of a message; the due date is in it, so a moved instalment is written about again. */
export const autoKeyPrefix = (ruleId: number, instalmentId: number, dueDate: string) =>
  `auto:${ruleId}:${instalmentId}:${dueDate}:`;

const live = and(
  isNull(sales.deleted_at),
  ne(sales.status, 'canceled'),
  eq(sales.notifications_enabled, true),
);
const unpaid = lt(saleInstalments.paid_amount, saleInstalments.amount);

/**
 * The instalments the rule is due for today: unpaid, of a live sale that takes automated messages, with
 * `due_date + days_offset` within the last `catchUpDays` days (a reminder only up to its due date), and
 * not yet written about by this rule.
 */
export function dueInstalments(db: Db, rule: RuleRecord, today: string, catchUpDays: number) {
  const sendDay = sql`(${saleInstalments.due_date} + ${rule.days_offset}::int)`;
  return db
    .select({
      sale_id: saleInstalments.sale_id,
      contract_no: sales.contract_no,
      responsible_user_id: sales.responsible_user_id,
      id: saleInstalments.id,
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .innerJoin(sales, eq(sales.id, saleInstalments.sale_id))
    .where(
      and(
        live,
        unpaid,
        sql`${sendDay} <= ${today}::date and ${sendDay} > ${today}::date - ${catchUpDays}::int`,
        rule.type === 'reminder' ? sql`${saleInstalments.due_date} >= ${today}::date` : undefined,
        sql`not exists (select 1 from ${notificationMessages} where ${notificationMessages.instalment_id} = ${saleInstalments.id} and ${notificationMessages.rule_id} = ${rule.id} and ${notificationMessages.idempotency_key} like 'auto:' || ${rule.id}::text || ':' || ${saleInstalments.id}::text || ':' || ${saleInstalments.due_date}::text || ':%')`,
      ),
    )
    .orderBy(asc(saleInstalments.sale_id), asc(saleInstalments.number));
}
export type DueInstalment = Awaited<ReturnType<typeof dueInstalments>>[number];

/**
 * The key of a message about a renovation's or container's instalment: its own id space, so it never
 * meets a sale instalment's key of the same id or number.
 */
export const serviceAutoKeyPrefix = (ruleId: number, instalmentId: number, dueDate: string) =>
  `auto:${ruleId}:service:${instalmentId}:${dueDate}:`;

/**
 * The same for renovations and containers (decision 022): unpaid instalments of a live sale's renovation
 * or container (not a draft or a canceled one) the rule is due for today and has not written about.
 */
export function dueServiceInstalments(db: Db, rule: RuleRecord, today: string, catchUpDays: number) {
  const sendDay = sql`(${serviceInstalments.due_date} + ${rule.days_offset}::int)`;
  return db
    .select({
      sale_id: serviceContainers.sale_id,
      contract_no: sales.contract_no,
      responsible_user_id: sales.responsible_user_id,
      order: {
        id: serviceContainers.id,
        kind: serviceContainers.kind,
        title: serviceContainers.title,
        currency: serviceContainers.currency,
      },
      id: serviceInstalments.id,
      number: serviceInstalments.number,
      due_date: serviceInstalments.due_date,
      amount: serviceInstalments.amount,
      paid_amount: serviceInstalments.paid_amount,
    })
    .from(serviceInstalments)
    .innerJoin(serviceContainers, eq(serviceContainers.id, serviceInstalments.service_container_id))
    .innerJoin(sales, eq(sales.id, serviceContainers.sale_id))
    .where(
      and(
        live,
        lt(serviceInstalments.paid_amount, serviceInstalments.amount),
        sql`${serviceContainers.status} not in ('draft', 'canceled')`,
        sql`${sendDay} <= ${today}::date and ${sendDay} > ${today}::date - ${catchUpDays}::int`,
        rule.type === 'reminder' ? sql`${serviceInstalments.due_date} >= ${today}::date` : undefined,
        sql`not exists (select 1 from ${notificationMessages} where ${notificationMessages.service_instalment_id} = ${serviceInstalments.id} and ${notificationMessages.rule_id} = ${rule.id} and ${notificationMessages.idempotency_key} like 'auto:' || ${rule.id}::text || ':service:' || ${serviceInstalments.id}::text || ':' || ${serviceInstalments.due_date}::text || ':%')`,
      ),
    )
    .orderBy(asc(serviceContainers.sale_id), asc(serviceContainers.id), asc(serviceInstalments.number));
}
export type DueServiceInstalment = Awaited<ReturnType<typeof dueServiceInstalments>>[number];

/** The idempotency keys of the automated run already used for a sale (the planned reminder skips them). */
export async function usedAutoKeys(db: Db, saleId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: notificationMessages.idempotency_key })
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.sale_id, saleId),
        sql`${notificationMessages.idempotency_key} like 'auto:%'`,
      ),
    );
  return new Set(rows.map((r) => r.key!));
}

export async function saleState(db: Db, saleId: number) {
  const [row] = await db
    .select({
      status: sales.status,
      deleted_at: sales.deleted_at,
      notifications_enabled: sales.notifications_enabled,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row;
}

export function unpaidInstalments(db: Db, saleId: number) {
  return db
    .select({
      id: saleInstalments.id,
      number: saleInstalments.number,
      due_date: saleInstalments.due_date,
      amount: saleInstalments.amount,
      paid_amount: saleInstalments.paid_amount,
    })
    .from(saleInstalments)
    .where(and(eq(saleInstalments.sale_id, saleId), unpaid))
    .orderBy(asc(saleInstalments.number));
}
