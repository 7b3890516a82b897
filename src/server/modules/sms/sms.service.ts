import type { z } from 'zod';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import type { sendSmsBody, SmsResult, SmsRow } from '@shared/templates/contracts';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import type { PageWindow } from '../../platform/pagination';
import { ValidationFailed } from '../../platform/errors';
import { visibleSalesScope } from '../sales/sale-access.service';
import { requireSale } from '../sales/sales.service';
import * as repo from './sms.repository';

function present(r: Awaited<ReturnType<typeof repo.listMessages>>[number]): SmsRow {
  const m = r.message;
  return {
    id: m.id,
    phone: m.phone,
    message: m.message,
    status: m.status,
    channel: m.channel,
    provider_message_id: m.provider_message_id,
    error_message: m.error_message,
    sale_id: m.sale_id,
    contract_no: r.contract_no,
    sent_by: m.sent_by,
    sent_by_name: r.sent_by_name,
    created_at: m.created_at.toISOString(),
  };
}

/** GET /api/sms: the count and one page of the messages the user may see, for the route to paginate. */
export function smsHistory(deps: AppDeps, user: AuthUser, saleId: number | undefined) {
  const viewer: repo.SmsViewer = {
    id: user.id,
    seesAll: user.permissions.includes('view_notification_logs'),
    saleScope: visibleSalesScope(user),
  };
  return {
    count: () => repo.countMessages(deps.db, viewer, saleId),
    rows: async (window: PageWindow) =>
      (await repo.listMessages(deps.db, viewer, saleId, window)).map(present),
  };
}

/** A stored phone as the gateway takes it: digits with an optional leading +, spaces and dashes gone. */
const dialable = (phone: string) => phone.replace(/[\s\-().]/g, '');
const PHONE = /^\+?[0-9]{9,15}$/;

/** The given numbers, or the sale's current buyers' ones when none were given. */
async function recipientsOf(
  deps: AppDeps,
  user: AuthUser,
  body: z.output<typeof sendSmsBody>,
): Promise<string[]> {
  if (body.sale_id !== undefined) await requireSale(deps, user, body.sale_id);
  const given = body.recipients.length
    ? body.recipients
    : (await repo.buyerPhones(deps.db, body.sale_id!)).map(dialable).filter((p) => PHONE.test(p));
  const phones = [...new Set(given)];
  if (!phones.length) throw new ValidationFailed({ recipients: ['sms.no_recipients'] }, 'sms.no_recipients');
  return phones;
}

/**
 * Sends the text to each recipient, one at a time (gateways throttle bursts), and logs every attempt:
 * a refused message is a failed row with the gateway's reason, never a lost one.
 */
export async function sendSms(
  deps: AppDeps,
  user: AuthUser,
  body: z.output<typeof sendSmsBody>,
  audit: AuditContext,
  locale: Locale,
): Promise<SmsResult> {
  const phones = await recipientsOf(deps, user, body);
  const fallbackChannel = deps.config.sms.url ? 'provider' : 'outbox';
  const attempts: repo.SmsValues[] = [];
  for (const phone of phones) {
    const base = { phone, message: body.message, sale_id: body.sale_id ?? null, sent_by: user.id };
    try {
      const delivery = await deps.sms.send(phone, body.message);
      attempts.push({
        ...base,
        status: 'sent',
        channel: delivery.channel,
        provider_message_id: delivery.reference,
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.message ? error.message : translate('sms.provider_failed', locale);
      attempts.push({
        ...base,
        status: 'failed',
        channel: fallbackChannel,
        error_message: reason.slice(0, 500),
      });
    }
  }
  const rows = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertMessages(tx, attempts);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'sms',
      entityId: body.sale_id ?? null,
      after: {
        message: body.message,
        recipients: phones,
        sent: inserted.filter((r) => r.status === 'sent').length,
        failed: inserted.filter((r) => r.status === 'failed').length,
      },
    });
    return inserted;
  });
  const sent = rows.filter((r) => r.status === 'sent').length;
  return {
    success: sent > 0,
    sent,
    failed: rows.length - sent,
    messages: rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      status: r.status as 'sent' | 'failed',
      error_message: r.error_message,
    })),
  };
}
