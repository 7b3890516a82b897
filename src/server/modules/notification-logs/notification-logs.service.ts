import { customerName } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { PageQuery } from '@shared/pagination';
import type { LogCommentBody, NotificationLog } from '@shared/notifications/messages';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { enqueueMessages } from '../messaging/message-queue.service';
import { seesEverySale, visibleSalesScope } from '../sales/sale-access.service';
import * as repo from './notification-logs.repository';

/**
 * Whose messages a user reads (spec §6): those of the sales they may see, whatever their log permission
 * (view_notification_logs opens the log, not other complexes or other managers' sales). A message whose
 * sale is gone belongs to no complex: its sender reads it, and a view_notification_logs holder who sees
 * every sale.
 */
const viewerOf = (user: AuthUser): repo.LogViewer => ({
  id: user.id,
  saleScope: visibleSalesScope(user),
  readsSaleless: user.permissions.includes('view_notification_logs') && seesEverySale(user),
});

/** The rows as the API answers them, each with its comments (newest first) and the latest one's text. */
async function present(deps: AppDeps, records: repo.LogRecord[], locale: Locale): Promise<NotificationLog[]> {
  const comments = await repo.commentsOf(
    deps.db,
    records.map((r) => r.message.id),
  );
  return records.map(({ message: msg, contract_no, sender_name, customer }) => {
    const own = comments
      .filter((c) => c.message_id === msg.id)
      .map(({ message_id: _, created_at, ...c }) => ({ ...c, created_at: created_at.toISOString() }));
    return {
      id: msg.id,
      comment: own[0]?.comment ?? null,
      status: msg.status,
      code: msg.code,
      locale: msg.locale,
      sender: msg.sender_id === null ? null : { id: msg.sender_id, name: sender_name ?? '' },
      notification_channel: msg.channel,
      notification_type: msg.reason,
      started_at: msg.started_at?.toISOString() ?? null,
      delivered_at: msg.delivered_at?.toISOString() ?? null,
      error_message: msg.error_message,
      trigger: msg.trigger,
      sale_id: msg.sale_id,
      contract_no,
      customer_id: msg.customer_id,
      customer_name: customer === null ? null : customerName(customer, locale),
      recipient: msg.recipient,
      subject: msg.subject,
      text: msg.text,
      attempts: msg.attempts,
      segments: msg.segments,
      created_at: msg.created_at.toISOString(),
      comments: own,
    };
  });
}

/** POST /api/notification-logs: one page of the messages the user may read, newest first. */
export function listLogs(
  deps: AppDeps,
  user: AuthUser,
  query: PageQuery & repo.LogFilters,
  url: string,
  locale: Locale,
) {
  const { page, perpage, ...filters } = query;
  const viewer = viewerOf(user);
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countLogs(deps.db, viewer, filters),
    async (window) => present(deps, await repo.listLogs(deps.db, viewer, filters, window), locale),
  );
}

/** The most rows one export writes; beyond it the office narrows the filter. */
export const EXPORT_MAX_ROWS = 10_000;

/** Every row of the filter, for the Excel export (422 beyond EXPORT_MAX_ROWS). */
export async function exportLogs(
  deps: AppDeps,
  user: AuthUser,
  filters: repo.LogFilters,
  locale: Locale,
): Promise<NotificationLog[]> {
  const viewer = viewerOf(user);
  const total = await repo.countLogs(deps.db, viewer, filters);
  if (total > EXPORT_MAX_ROWS) throw new HttpError(422, 'notification_logs.export_too_many');
  return present(deps, await repo.listLogs(deps.db, viewer, filters, { limit: total, offset: 0 }), locale);
}

/** One row the user may read, else 404. */
export async function getLog(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  locale: Locale,
): Promise<NotificationLog> {
  const record = await repo.findLog(deps.db, viewerOf(user), id);
  if (!record) throw notFound();
  const [row] = await present(deps, [record], locale);
  return row!;
}

/** POST /api/notification-logs/{id}/comment: a collections note (a call's outcome, a promise to pay). */
export async function addComment(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  body: LogCommentBody,
  audit: AuditContext,
  locale: Locale,
): Promise<NotificationLog> {
  await getLog(deps, user, id, locale);
  const promise = body.outcome === 'promised_to_pay';
  const values = {
    message_id: id,
    comment: body.comment.trim(),
    outcome: body.outcome ?? null,
    // Only a promise keeps a date and an amount; a stray one on another outcome means nothing.
    promised_date: promise ? (body.promised_date ?? null) : null,
    promised_amount: promise ? (body.promised_amount?.trim() ?? null) : null,
    author_id: user.id,
    created_at: deps.now(),
  };
  await deps.db.transaction(async (tx) => {
    await repo.insertComment(tx, values);
    const { created_at: _, ...after } = values;
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'notification_message_comment',
      entityId: id,
      after,
    });
  });
  return getLog(deps, user, id, locale);
}

/**
 * Where a resend goes: the buyer's phone or e-mail as the customer card has it now (a failure is often a
 * wrong or missing number the office has since corrected), else the address the message had.
 */
function currentRecipient({ message, customer_phone, customer_email }: repo.LogRecord): string {
  const current =
    message.channel === 'sms'
      ? (customer_phone ?? '').replace(/[\s\-().]/g, '')
      : (customer_email ?? '').trim();
  return current || message.recipient.trim();
}

/**
 * POST /api/notification-logs/{id}/resend: a failed message goes again as a new manual one by this user
 * (the failed row stays as it was, the history of what happened), queued for the delivery worker.
 */
export async function resend(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  audit: AuditContext,
  locale: Locale,
): Promise<NotificationLog> {
  const record = await repo.findLog(deps.db, viewerOf(user), id);
  if (!record) throw notFound();
  const failed = record.message;
  if (failed.status !== 'failed')
    throw new ValidationFailed(
      { status: ['notification_logs.resend_not_failed'] },
      'notification_logs.resend_not_failed',
    );
  const recipient = currentRecipient(record);
  if (!recipient)
    throw new ValidationFailed(
      { recipient: ['notification_logs.resend_no_recipient'] },
      'notification_logs.resend_no_recipient',
    );
  const [newId] = await deps.db.transaction(async (tx) => {
    const ids = await enqueueMessages(tx, [
      {
        reason: failed.reason,
        channel: failed.channel,
        trigger: 'manual',
        status: 'queued',
        sale_id: failed.sale_id,
        customer_id: failed.customer_id,
        instalment_id: failed.instalment_id,
        sender_id: user.id,
        recipient,
        locale: failed.locale,
        subject: failed.subject,
        text: failed.text,
        html: failed.html,
        segments: failed.segments,
      },
    ]);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'notification_message',
      entityId: ids[0]!,
      after: { resent_from: id, channel: failed.channel, recipient },
    });
    return ids;
  });
  deps.jobs.poke();
  return getLog(deps, user, newId!, locale);
}
