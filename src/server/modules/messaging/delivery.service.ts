import type { MessageKey } from '@shared/i18n/messages';
import { translate } from '@shared/i18n/messages';
import type { MessageStatus } from '@shared/notifications/messages';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/job-queue';
import { notifyUsers } from '../notifications/notices.service';
import { DELIVER_MESSAGE_JOB } from './message-queue.service';
import * as repo from './messaging.repository';

/**
 * Delivery of one logged message (the `notification.deliver` job): checked again just before it goes —
 * an instalment paid meanwhile or a sale canceled cancels a reminder, a missing phone or e-mail fails it
 * with the reason — then sent over its channel. A gateway error is thrown, so the queue retries with a
 * growing delay; after the last attempt the message is failed with the error and the person who sent it
 * (or, for the automated run, the sale's responsible manager) gets a bell notice.
 */

type Stop = { status: Extract<MessageStatus, 'failed' | 'canceled'>; reason: MessageKey };

const PENDING: readonly MessageStatus[] = ['queued', 'sending'];

/** 1 min, 5 min, 25 min between the attempts: a gateway that is down for a while still gets the message. */
const retryDelaySeconds = (attempt: number) => 60 * 5 ** (attempt - 1);

async function whyNotSend(deps: Pick<AppDeps, 'db'>, row: repo.MessageRow): Promise<Stop | null> {
  const { sale, instalment } = await repo.deliveryState(
    deps.db,
    row.sale_id,
    row.instalment_id,
    row.service_instalment_id,
  );
  if (row.reason === 'reminder' || row.reason === 'overdue') {
    if (!sale || sale.status === 'canceled' || sale.deleted_at !== null)
      return { status: 'canceled', reason: 'messaging.sale_closed' };
    if (instalment?.paid) return { status: 'canceled', reason: 'messaging.instalment_paid' };
    if (row.trigger === 'automated' && !sale.notifications_enabled)
      return { status: 'canceled', reason: 'messaging.sale_muted' };
  }
  if (!row.recipient)
    return { status: 'failed', reason: row.channel === 'sms' ? 'messaging.no_phone' : 'messaging.no_email' };
  return null;
}

/** Sends over the row's channel and answers the gateway's reference (SMS id, outbox file, Message-ID). */
async function send(deps: Pick<AppDeps, 'sms' | 'mailer'>, row: repo.MessageRow): Promise<string> {
  if (row.channel === 'sms') return (await deps.sms.send(row.recipient, row.text)).reference;
  const mail = await deps.mailer.send({
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
  });
  return mail.messageId;
}

const errorText = (err: unknown) =>
  (err instanceof Error && err.message ? err.message : String(err)).slice(0, 1000);

export async function deliverMessage(deps: AppDeps, id: number): Promise<void> {
  const row = await repo.findMessage(deps.db, id);
  if (!row || !PENDING.includes(row.status)) return;
  const stop = await whyNotSend(deps, row);
  if (stop) {
    await repo.updatePendingMessage(deps.db, id, {
      status: stop.status,
      error_message: translate(stop.reason, row.locale),
    });
    return;
  }
  if (!(await repo.startAttempt(deps.db, id, deps.now()))) return;
  try {
    const code = await send(deps, row);
    await repo.updatePendingMessage(deps.db, id, { status: 'sent', code: code || null, error_message: null });
  } catch (err) {
    // Kept on the row while the queue waits to retry, so the log shows why it has not gone yet.
    await repo.updatePendingMessage(deps.db, id, { error_message: errorText(err) });
    throw err;
  }
}

/** The last attempt failed: the message is failed with the error, and whoever answers for it is told. */
export async function messageFailed(deps: AppDeps, id: number, error: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findMessage(tx, id);
    if (!row || !(await repo.updatePendingMessage(tx, id, { status: 'failed', error_message: error })))
      return;
    const sale = row.sale_id ? await repo.saleForMessages(tx, row.sale_id) : undefined;
    const userId = row.sender_id ?? sale?.responsible_user_id;
    if (!userId) return;
    await notifyUsers(tx, [userId], {
      kind: 'message_failed',
      params: { contract_no: sale?.contract_no ?? '', recipient: row.recipient, channel: row.channel },
      saleId: row.sale_id,
      buildingId: sale?.building_id ?? null,
    });
  });
}

/** The job handler the messaging routes register on the app's queue. */
export function deliveryJob(deps: AppDeps): JobHandler<{ message_id: number }> {
  return {
    kind: DELIVER_MESSAGE_JOB,
    run: (payload) => deliverMessage(deps, Number(payload.message_id)),
    onFailed: (payload, error) => messageFailed(deps, Number(payload.message_id), error),
    retryDelaySeconds,
  };
}
