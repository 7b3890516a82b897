import type { z } from 'zod';
import type {
  manualSendBody,
  MessagePreview,
  NotificationChannel,
  NotificationReason,
} from '@shared/notifications/messages';
import type { AuthUser } from '../../platform/access';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { HttpError, ValidationFailed } from '../../platform/errors';
import { isClosed } from '../sales/sale-access.service';
import { requireSale } from '../sales/sales.service';
import {
  composeMessages,
  isOverdue,
  isUnpaid,
  newMessages,
  preview,
  type ComposedMessage,
  type MessageTopic,
  type TemplateChoice,
} from './compose.service';
import { enqueueMessages } from './message-queue.service';
import * as repo from './messaging.repository';

/**
 * The sale page's sends: a reminder of the next unpaid instalment, an overdue letter about the oldest
 * overdue one, a notice about the latest payment. The GET answers the preview and changes nothing; the
 * POST logs and queues the messages at once (the sending window is the automated run's only).
 */

export type ManualReason = Exclude<NotificationReason, 'sale_cancellation'>;
type SendBody = z.output<typeof manualSendBody>;

/**
 * The templates a hand-sent reminder or overdue letter uses: per channel, the one of the active rule of
 * that type nearest the due date that names one (the built-in text when none does).
 */
async function manualTemplates(deps: AppDeps, reason: ManualReason): Promise<TemplateChoice> {
  if (reason !== 'reminder' && reason !== 'overdue') return {};
  const rules = (await repo.activeRules(deps.db))
    .filter((r) => r.type === reason)
    .sort((a, b) => Math.abs(a.days_offset) - Math.abs(b.days_offset));
  return {
    sms: rules.find((r) => r.sms_template_id)?.sms_template_id ?? null,
    email: rules.find((r) => r.email_template_id)?.email_template_id ?? null,
  };
}

/** What the message is about; 422 when the sale has no such instalment or payment. */
async function topicOf(
  deps: AppDeps,
  saleId: number,
  reason: ManualReason,
  today: string,
): Promise<MessageTopic> {
  if (reason === 'reminder' || reason === 'overdue') {
    const instalments = await repo.instalmentsOf(deps.db, saleId);
    const instalment =
      reason === 'reminder' ? instalments.find(isUnpaid) : instalments.find((i) => isOverdue(i, today));
    if (!instalment)
      throw new HttpError(
        422,
        reason === 'reminder' ? 'messaging.no_upcoming_instalment' : 'messaging.no_overdue_instalment',
      );
    return { reason, instalment };
  }
  const payment = await repo.latestPayment(deps.db, saleId);
  if (!payment) throw new HttpError(422, 'messaging.no_payment');
  return { reason, payment };
}

/** The visible, open sale; a canceled or trashed one is 409 (nobody is reminded of a closed contract). */
async function openSale(deps: AppDeps, user: AuthUser, saleId: number) {
  const found = await requireSale(deps, user, saleId);
  if (isClosed(found.sale)) throw new HttpError(409, 'messaging.sale_closed');
  return found.sale;
}

async function compose(
  deps: AppDeps,
  user: AuthUser,
  saleId: number,
  reason: ManualReason,
  body: SendBody,
): Promise<{ topic: MessageTopic; messages: ComposedMessage[] }> {
  await openSale(deps, user, saleId);
  if (body.customer_ids) {
    const buyers = new Set((await repo.currentBuyers(deps.db, saleId)).map((b) => b.id));
    if (body.customer_ids.some((id) => !buyers.has(id)))
      throw new ValidationFailed({ customer_ids: ['messaging.not_a_buyer'] }, 'messaging.not_a_buyer');
  }
  const today = todayOf(deps);
  const topic = await topicOf(deps, saleId, reason, today);
  const channels: NotificationChannel[] = body.channels ?? ['sms'];
  const messages = await composeMessages(deps, {
    saleId,
    topic,
    channels,
    ...(body.customer_ids ? { customerIds: body.customer_ids } : {}),
    templates: await manualTemplates(deps, reason),
    today,
  });
  return { topic, messages };
}

/** GET: the messages as they would go out, one per buyer and channel; nothing is logged or sent. */
export async function previewManual(
  deps: AppDeps,
  user: AuthUser,
  saleId: number,
  reason: ManualReason,
  body: SendBody,
): Promise<{ messages: MessagePreview[] }> {
  const { messages } = await compose(deps, user, saleId, reason, body);
  return { messages: messages.map(preview) };
}

/** POST: logs the messages as queued, sent by the user, and wakes the queue once they are committed. */
export async function sendManual(
  deps: AppDeps,
  user: AuthUser,
  saleId: number,
  reason: ManualReason,
  body: SendBody,
): Promise<{ queued: number; message_ids: number[] }> {
  const { topic, messages } = await compose(deps, user, saleId, reason, body);
  const rows = newMessages(messages, {
    reason,
    trigger: 'manual',
    sale_id: saleId,
    sender_id: user.id,
    instalment_id: 'instalment' in topic ? topic.instalment.id : null,
  });
  const ids = await deps.db.transaction((tx) => enqueueMessages(tx, rows));
  deps.jobs.poke();
  return { queued: ids.length, message_ids: ids };
}
