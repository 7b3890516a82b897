import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { todayOf } from '../../platform/clock';
import { eventNoticeSwitches } from '../company/company.service';
import { composeMessages, newMessages, type MessageTopic } from './compose.service';
import { enqueueMessages } from './message-queue.service';
import * as repo from './messaging.repository';

/**
 * Spec §4's event notices: an SMS to the buyers when a payment is added or changed or their sale is
 * canceled, when the company switched that notice on. Enqueued in the caller's transaction, so a payment
 * that rolls back sends nothing. A payment's arrival and a cancellation are told once (an idempotency
 * key); each change of a payment is told again.
 */

type NoticeDeps = Pick<AppDeps, 'config' | 'now'>;

/** Composes and queues the notice; the caller has checked the company's switch for it. */
async function enqueueNotice(
  tx: Db,
  deps: NoticeDeps,
  saleId: number,
  topic: Extract<MessageTopic, { reason: 'payment_adding' | 'payment_change' | 'sale_cancellation' }>,
  key: ((customerId: number) => string) | null,
): Promise<number[]> {
  const messages = await composeMessages(
    { db: tx, config: deps.config },
    { saleId, topic, channels: ['sms'], today: todayOf(deps) },
  );
  const rows = newMessages(
    messages,
    { reason: topic.reason, trigger: 'automated', sale_id: saleId },
    key ? (m) => key(m.customer_id) : undefined,
  );
  return enqueueMessages(tx, rows);
}

/** After a payment was recorded (`adding`) or changed (`change`), in the same transaction. */
export async function paymentNotice(
  tx: Db,
  deps: NoticeDeps,
  saleId: number,
  paymentId: number,
  change: 'adding' | 'change',
): Promise<number[]> {
  const reason = change === 'adding' ? 'payment_adding' : 'payment_change';
  // The company's switch first: while it is off (most companies) the payment is not read again.
  if (!(await eventNoticeSwitches(tx))[reason]) return [];
  const payment = await repo.findPaymentForNotice(tx, paymentId);
  if (!payment) return [];
  return enqueueNotice(
    tx,
    deps,
    saleId,
    { reason, payment },
    change === 'adding' ? (customer) => `event:payment_adding:${paymentId}:${customer}:sms` : null,
  );
}

/** After a sale was canceled, in the same transaction. */
export async function cancellationNotice(tx: Db, deps: NoticeDeps, saleId: number): Promise<number[]> {
  if (!(await eventNoticeSwitches(tx)).sale_cancellation) return [];
  return enqueueNotice(
    tx,
    deps,
    saleId,
    { reason: 'sale_cancellation' },
    (customer) => `event:sale_cancellation:${saleId}:${customer}:sms`,
  );
}
