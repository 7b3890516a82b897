import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from './messages';
import { bodyRecordId } from '../validation/ids';

export const RULE_TYPES = ['reminder', 'overdue'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** A reminder goes up to 60 days before the due date (or on it); an overdue letter 1 to 365 days after. */
export const RULE_OFFSET_LIMITS: Record<RuleType, { min: number; max: number }> = {
  reminder: { min: -60, max: 0 },
  overdue: { min: 1, max: 365 },
};

/** GET/POST /api/notification-rules, PUT /api/notification-rules/{id}. */
export const notificationRuleBody = z
  .object({
    type: z.enum(RULE_TYPES, { error: 'validation.required' }),
    days_offset: z.coerce.number({ error: 'validation.required' }).int('validation.invalid_value'),
    channels: z
      .array(z.enum(NOTIFICATION_CHANNELS))
      .min(1, 'validation.required')
      .transform((list) => [...new Set(list)]),
    sms_template_id: bodyRecordId.nullable().optional(),
    email_template_id: bodyRecordId.nullable().optional(),
    create_task: z.boolean().optional().default(false),
    active: z.boolean().optional().default(true),
  })
  .superRefine((rule, ctx) => {
    const { min, max } = RULE_OFFSET_LIMITS[rule.type];
    if (rule.days_offset < min || rule.days_offset > max)
      ctx.addIssue({
        code: 'custom',
        path: ['days_offset'],
        message: `notification_rules.offset_${rule.type}`,
      });
  });
export type NotificationRuleInput = z.input<typeof notificationRuleBody>;

export const notificationRule = z.object({
  id: z.number(),
  type: z.enum(RULE_TYPES),
  days_offset: z.number(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  sms_template_id: z.number().nullable(),
  sms_template_name: z.string().nullable(),
  email_template_id: z.number().nullable(),
  email_template_name: z.string().nullable(),
  create_task: z.boolean(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type NotificationRule = z.infer<typeof notificationRule>;
export const notificationRuleList = z.object({ data: z.array(notificationRule) });
