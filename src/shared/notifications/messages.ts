import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { pageQuery, paginated } from '../pagination';
import { AMOUNT_PATTERN } from '../validation/checks';
import { isoDate } from '../validation/rules';
import { swapReversedDateRanges } from '../validation/date-ranges';
import { bodyRecordId, recordId } from '../validation/ids';

/** Spec §4: how a message travels, why it was written and who started it. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_REASONS = [
  'reminder',
  'overdue',
  'payment_adding',
  'payment_change',
  'sale_cancellation',
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

export const NOTIFICATION_TRIGGERS = ['manual', 'automated'] as const;
export type NotificationTrigger = (typeof NOTIFICATION_TRIGGERS)[number];

/** A message's life: queued, then sending, then sent (delivered where the gateway reports it), or failed or canceled. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'canceled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A collections call's result, noted on a log row. */
export const CALL_OUTCOMES = ['called', 'no_answer', 'no_number', 'promised_to_pay'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const logComment = z.object({
  id: z.number(),
  comment: z.string(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  promised_date: z.string().nullable(),
  promised_amount: z.string().nullable(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type LogComment = z.infer<typeof logComment>;

/** One message to one recipient over one channel: spec §3 Notification log, plus what collections need. */
export const notificationLog = z.object({
  id: z.number(),
  /** The latest comment's text, null when nobody commented. */
  comment: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /** The gateway's reference for the message (SMS id, SMTP message id), when it gave one. */
  code: z.string().nullable(),
  locale: z.enum(LOCALES),
  sender: z.object({ id: z.number(), name: z.string() }).nullable(),
  notification_channel: z.enum(NOTIFICATION_CHANNELS),
  notification_type: z.enum(NOTIFICATION_REASONS),
  started_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Why it failed or was canceled. */
  error_message: z.string().nullable(),
  trigger: z.enum(NOTIFICATION_TRIGGERS),
  sale_id: z.number().nullable(),
  contract_no: z.string().nullable(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  attempts: z.number(),
  segments: z.number(),
  created_at: z.string(),
  comments: z.array(logComment),
});
export type NotificationLog = z.infer<typeof notificationLog>;
export const notificationLogList = paginated(notificationLog);

/** POST /api/notification-logs body: the filter and the page (spec: POST with the filter in the body). */
export const notificationLogQuery = pageQuery
  .extend({
    sale_id: recordId.optional(),
    customer_id: recordId.optional(),
    notification_channel: z.enum(NOTIFICATION_CHANNELS).optional(),
    notification_type: z.enum(NOTIFICATION_REASONS).optional(),
    status: z.enum(MESSAGE_STATUSES).optional(),
    trigger: z.enum(NOTIFICATION_TRIGGERS).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
  })
  .transform(swapReversedDateRanges);
export type NotificationLogQuery = z.input<typeof notificationLogQuery>;

/** POST /api/notification-logs/{id}/comment: a note, optionally a call's outcome; a promise needs its date and amount. */
export const logCommentBody = z
  .object({
    comment: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(2000),
    outcome: z.enum(CALL_OUTCOMES).optional(),
    promised_date: isoDate.optional(),
    promised_amount: z
      .string()
      .trim()
      .regex(AMOUNT_PATTERN, 'validation.invalid_format')
      .refine((v) => Number(v) > 0, 'validation.positive')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome !== 'promised_to_pay') return;
    if (!body.promised_date)
      ctx.addIssue({ code: 'custom', path: ['promised_date'], message: 'validation.required' });
    if (!body.promised_amount)
      ctx.addIssue({ code: 'custom', path: ['promised_amount'], message: 'validation.required' });
  });
export type LogCommentBody = z.input<typeof logCommentBody>;

/** A message as it would go out: the manual sends' preview and the planned reminder's text. */
export const messagePreview = z.object({
  customer_id: z.number(),
  /** The phone or e-mail address; empty when the buyer has none (sending logs it as failed). */
  recipient: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  locale: z.enum(LOCALES),
  subject: z.string().nullable(),
  text: z.string(),
  segments: z.number(),
});
export type MessagePreview = z.infer<typeof messagePreview>;
export const messagePreviews = z.object({ messages: z.array(messagePreview) });

/** POST body of the manual sends: by default SMS to every current buyer. */
export const manualSendBody = z.object({
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1, 'validation.required').optional(),
  customer_ids: z.array(bodyRecordId).min(1, 'validation.required').optional(),
});
export type ManualSendBody = z.input<typeof manualSendBody>;
export const manualSendResult = z.object({ queued: z.number(), message_ids: z.array(z.number()) });

export const PAYMENT_NOTICE_CHANGES = ['adding', 'change'] as const;

/** GET /api/sales/payment-reminder/{id}: the sale's next planned reminder, or null when none is planned. */
export const plannedReminder = z
  .object({
    instalment: z.object({ id: z.number(), number: z.number(), due_date: z.string(), amount: z.string() }),
    rule_id: z.number(),
    type: z.enum(['reminder', 'overdue']),
    date: z.string(),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    messages: z.array(messagePreview),
  })
  .nullable();
export type PlannedReminder = z.infer<typeof plannedReminder>;

/** A sale's own switch: whether the automated run writes to its buyers. */
export const saleNotificationsSwitch = z.object({ notifications_enabled: z.boolean() });

const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? undefined
      : value.split(',').map((v) => v.trim())
    : value;

/**
 * GET query of the manual sends' previews, comma-separated: which channels (both by default, so the
 * screen can show what each would say) and which buyers (every current one by default).
 */
export const manualPreviewQuery = z.object({
  channels: z.preprocess(commaList, z.array(z.enum(NOTIFICATION_CHANNELS)).min(1).optional()),
  customer_ids: z.preprocess(commaList, z.array(recordId).min(1).optional()),
});
export type ManualPreviewQuery = z.input<typeof manualPreviewQuery>;
