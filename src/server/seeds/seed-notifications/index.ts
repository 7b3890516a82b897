import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import type {
  CallOutcome,
  MessageStatus,
  NotificationChannel,
  NotificationReason,
} from '@shared/notifications/messages';
import type { Db } from '../../db/client';
import {
  customers,
  notificationMessageComments,
  notificationMessages,
  saleCustomers,
  sales,
} from '../../db/schema';
import { insertInBatches } from '../seed-sales/batches';
import { at, dayFrom } from '../seed-sales/dates';
import { randomSource, type Random } from '../seed-sales/random';
import { compose } from './texts';

type Buyer = Awaited<ReturnType<typeof loadBuyers>>[number];
type MessageRow = typeof notificationMessages.$inferInsert;
type CommentRow = Omit<typeof notificationMessageComments.$inferInsert, 'message_id'>;

/** The main buyer of each live demo sale, with what a message to them needs. */
function loadBuyers(tx: Db) {
  return tx
    .selectDistinctOn([sales.id], {
      sale_id: sales.id,
      contract_no: sales.contract_no,
      contract_lang: sales.contract_lang,
      status: sales.status,
      currency: sales.payment_ccy,
      responsible: sales.responsible_user_id,
      customer_id: customers.id,
      phone: customers.phone,
      email: customers.email,
      locale: customers.locale,
    })
    .from(sales)
    .innerJoin(saleCustomers, and(eq(saleCustomers.sale_id, sales.id), isNull(saleCustomers.removed_at)))
    .innerJoin(customers, eq(customers.id, saleCustomers.customer_id))
    .where(and(isNull(sales.deleted_at), ne(sales.status, 'canceled')))
    .orderBy(asc(sales.id), asc(saleCustomers.position), asc(saleCustomers.id));
}

/** A buyer's language: their own, else the contract's (ge, ge_en, ge_ru -> ka). */
const localeOf = (b: Buyer): Locale =>
  b.locale ?? (b.contract_lang === 'en' ? 'en' : b.contract_lang === 'ru' ? 'ru' : 'ka');

const GATEWAY_ERRORS: Record<NotificationChannel, string[]> = {
  sms: [
    'SMS gateway answered 503 Service Unavailable',
    'Invalid destination number',
    'Request timed out after 15 s',
  ],
  email: [
    '550 5.1.1 Mailbox unavailable',
    '421 4.7.0 Try again later, closing connection',
    'Connection refused',
  ],
};
const NO_ADDRESS: Record<NotificationChannel, string> = {
  sms: 'მყიდველს ტელეფონის ნომერი არ აქვს მითითებული',
  email: 'მყიდველს ელფოსტა არ აქვს მითითებული',
};
const CANCEL_REASONS = ['შენატანი გადახდილია გაგზავნამდე', 'გაყიდვაზე შეტყობინებები გამორთულია'];

function pickReason(rnd: Random, buyer: Buyer): NotificationReason {
  if (buyer.status === 'cancellation_candidate' && rnd.chance(0.4)) return 'sale_cancellation';
  const roll = rnd.next();
  if (roll < 0.45) return 'reminder';
  if (roll < 0.75) return 'overdue';
  return roll < 0.92 ? 'payment_adding' : 'payment_change';
}

/** Today's newest rows are still on their way; older ones mostly arrived, some failed or were canceled. */
function pickStatus(rnd: Random, daysAgo: number, hasAddress: boolean): MessageStatus {
  if (!hasAddress) return 'failed';
  if (daysAgo === 0 && rnd.chance(0.5)) return rnd.pick(['queued', 'sending'] as const);
  const roll = rnd.next();
  if (roll < 0.08) return 'failed';
  if (roll < 0.14) return 'canceled';
  return roll < 0.45 ? 'sent' : 'delivered';
}

function message(rnd: Random, buyer: Buyer, day: string, daysAgo: number, managers: number[]): MessageRow {
  const reason = pickReason(rnd, buyer);
  const addressOf = (c: NotificationChannel) => ((c === 'sms' ? buyer.phone : buyer.email) ?? '').trim();
  let channel: NotificationChannel = rnd.chance(0.65) ? 'sms' : 'email';
  // Most buyers without an address for one channel are written to over the other; a few fail for it.
  const other = channel === 'sms' ? 'email' : 'sms';
  if (!addressOf(channel) && addressOf(other) && rnd.chance(0.85)) channel = other;
  const address = addressOf(channel);
  const manual = rnd.chance(reason === 'reminder' || reason === 'overdue' ? 0.2 : 0.35);
  const status = pickStatus(rnd, daysAgo, address !== '');
  const created = new Date(at(day, rnd.between(10, 19)).getTime() + rnd.between(0, 59) * 60_000);
  const started = new Date(created.getTime() + rnd.between(2, 40) * 1000);
  const dueDate = dayFrom(day, reason === 'reminder' ? rnd.pick([0, 3]) : -rnd.pick([1, 7, 30]));
  const amount = `${rnd.round(rnd.between(400, 6000), 50).toLocaleString('en-US')}.00 ${buyer.currency}`;
  const locale = localeOf(buyer);
  const date = dueDate.split('-').reverse().join('.');
  const text = compose(reason, channel, locale, { contract: buyer.contract_no, amount, date });
  const noAddress = address === '';
  return {
    reason,
    channel,
    trigger: manual ? 'manual' : 'automated',
    status,
    sale_id: buyer.sale_id,
    customer_id: buyer.customer_id,
    sender_id: manual ? (buyer.responsible ?? rnd.pick(managers)) : null,
    recipient: address,
    locale,
    ...text,
    code: ['sent', 'delivered'].includes(status)
      ? channel === 'sms'
        ? `SM${rnd.between(1_000_000, 9_999_999)}`
        : `<${rnd.between(100_000, 999_999)}.demo@tbilisi-development.ge>`
      : null,
    attempts: status === 'failed' ? (noAddress ? 1 : 5) : ['queued', 'canceled'].includes(status) ? 0 : 1,
    error_message:
      status === 'failed'
        ? noAddress
          ? NO_ADDRESS[channel]
          : rnd.pick(GATEWAY_ERRORS[channel])
        : status === 'canceled'
          ? rnd.pick(CANCEL_REASONS)
          : null,
    idempotency_key: manual ? null : `demo:${buyer.sale_id}:${reason}:${channel}:${day}`,
    started_at: status === 'queued' || status === 'canceled' ? null : started,
    delivered_at: status === 'delivered' ? new Date(started.getTime() + rnd.between(5, 90) * 1000) : null,
    created_at: created,
    updated_at: started,
  };
}

/** Moves a row's times earlier by `ms`. */
function moveBack(row: MessageRow, ms: number): void {
  for (const key of ['created_at', 'updated_at', 'started_at', 'delivered_at'] as const) {
    const value = row[key];
    if (value instanceof Date) row[key] = new Date(value.getTime() - ms);
  }
}

const CALL_NOTES: Record<Exclude<CallOutcome, 'promised_to_pay'>, string[]> = {
  called: ['დავურეკე, შეტყობინება მიიღო', 'ესაუბრა ბუღალტერს, გადამოწმებს'],
  no_answer: ['არ პასუხობს, ხვალ კიდევ დავრეკავ', 'ტელეფონი გამორთულია'],
  no_number: ['ნომერი არ არსებობს, სხვა კონტაქტი საჭიროა'],
};

/** Collections notes on about a third of the overdue messages: calls, and promises to pay with a date and amount. */
function commentsFor(rnd: Random, row: MessageRow, managers: number[]): CommentRow[] {
  if (row.reason !== 'overdue' || !rnd.chance(0.35)) return [];
  const when = (hours: number) => new Date((row.created_at as Date).getTime() + hours * 3_600_000);
  const author = row.sender_id ?? rnd.pick(managers);
  const notes: CommentRow[] = [];
  if (rnd.chance(0.4))
    notes.push({
      comment: rnd.pick(CALL_NOTES.no_answer),
      outcome: 'no_answer',
      author_id: author,
      created_at: when(2),
    });
  const outcome = rnd.pick(['called', 'no_number', 'promised_to_pay', 'promised_to_pay'] as const);
  if (outcome === 'promised_to_pay') {
    const created = when(26);
    notes.push({
      comment: 'კლიენტი დაგვპირდა დავალიანების დაფარვას',
      outcome,
      promised_date: dayFrom(created.toISOString().slice(0, 10), rnd.between(2, 10)),
      promised_amount: `${rnd.round(rnd.between(500, 5000), 100)}.00`,
      author_id: author,
      created_at: created,
    });
  } else
    notes.push({ comment: rnd.pick(CALL_NOTES[outcome]), outcome, author_id: author, created_at: when(25) });
  return notes;
}

/**
 * A month of the notification log over the demo sales: reminders, overdue letters and payment notices by
 * SMS and e-mail in the buyers' languages, sent by the system and by hand, in every state (the newest
 * still queued or sending, some failed with the error, some canceled with why), and collections notes on
 * overdue ones, promises to pay among them. Runs in the demo seed's transaction; never twice.
 */
export async function seedNotificationLog(tx: Db): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(notificationMessages);
  if (existing?.n) return;
  const buyers = await loadBuyers(tx);
  // The staff who write by hand and note calls: the demo sales' responsible managers.
  const managers = [...new Set(buyers.flatMap((b) => (b.responsible === null ? [] : [b.responsible])))];
  if (!buyers.length || !managers.length) return;
  const now = Date.now();
  const rnd = randomSource(20260316);
  const today = tbilisiToday();
  const planned: { row: MessageRow; notes: CommentRow[] }[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const day = dayFrom(today, -daysAgo);
    for (let k = rnd.between(4, 9); k > 0; k--) {
      const row = message(rnd, rnd.pick(buyers), day, daysAgo, managers);
      // Nothing of today's is dated later than now.
      const late = (row.created_at as Date).getTime() - (now - k * 7 * 60_000);
      if (late > 0) moveBack(row, late);
      const notes = commentsFor(rnd, row, managers).filter((n) => (n.created_at as Date).getTime() <= now);
      planned.push({ row, notes });
    }
  }
  const unique = [...new Map(planned.map((p, i) => [p.row.idempotency_key ?? `manual:${i}`, p])).values()];
  const ids: number[] = [];
  await insertInBatches(unique, 200, async (batch) => {
    const inserted = await tx
      .insert(notificationMessages)
      .values(batch.map((p) => p.row))
      .returning({ id: notificationMessages.id });
    ids.push(...inserted.map((r) => r.id));
  });
  const notes = unique.flatMap((p, i) => p.notes.map((n) => ({ ...n, message_id: ids[i]! })));
  await insertInBatches(notes, 300, (batch) => tx.insert(notificationMessageComments).values(batch));
}
