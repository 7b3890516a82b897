import { z } from 'zod';
import { CURRENCIES, roundHalfUp } from '../money/money';
import { currency, money } from '../properties/contracts';
import { decimalPattern, YEAR_MONTH_PATTERN } from '../validation/checks';
import { isoDate, requiredText } from '../validation/rules';
import { BONUS_PERIODS } from './periods';
import { TIER_MODES } from './compute';
import { MAX_RECORD_ID, bodyRecordId } from '../validation/ids';

/** Spec §3 Bonus schema and Sale target: the bodies and answers of /api/bonuses and /api/sale-targets. */
export const BONUS_TYPES = ['individual', 'group'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
export const BONUS_BASES = ['signed', 'received'] as const;
export type BonusBasis = (typeof BONUS_BASES)[number];
export { BONUS_PERIODS, TIER_MODES };

/** A percent typed as text or a number: up to five whole digits (a band may pass 100 %), two decimals. */
const percentInput = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', 'validation.required')
  .refine((v) => v === '' || decimalPattern(5).test(v), 'validation.invalid_format')
  .transform((v) => roundHalfUp(v, 2));

/** An open top band: left empty or null. */
const openPercent = z.preprocess((v) => (v === '' || v === undefined ? null : v), percentInput.nullable());

const bonusPercent = percentInput.refine((v) => Number(v) <= 100, 'validation.percent');

export const bandBody = z.object({
  percent_from: percentInput,
  percent_to: openPercent,
  bonus_percent: bonusPercent,
});
export type BandInput = z.input<typeof bandBody>;

export const bandsBody = z.object({ items: z.array(bandBody) });

/**
 * POST /api/bonuses/{bonus_id}/items, the "bonus item" dialog (spec §2): one band (`percent_from`,
 * `percent_to`, `bonus_percent`) is added to the stored ones; `{items: [...]}` replaces them all. Either
 * way the bands that result are checked as a whole (422 on `items` naming the band).
 */
export const bonusItemsBody = z
  .object({
    items: z.array(bandBody).optional(),
    percent_from: percentInput.optional(),
    percent_to: openPercent.optional(),
    bonus_percent: bonusPercent.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.items !== undefined) return;
    for (const field of ['percent_from', 'bonus_percent'] as const)
      if (b[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  })
  .transform((b) =>
    b.items !== undefined
      ? { replace: b.items }
      : {
          add: {
            percent_from: b.percent_from!,
            percent_to: b.percent_to ?? null,
            bonus_percent: b.bonus_percent!,
          },
        },
  );

const positiveId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.required')
  .max(MAX_RECORD_ID, 'validation.required');

export const bonusBody = z
  .object({
    /** With an id the schema is changed (its bands replaced); without, one is made. */
    id: bodyRecordId.optional(),
    name: requiredText(),
    type: z.enum(BONUS_TYPES, { error: 'validation.required' }),
    participant_ids: z
      .array(positiveId, { error: 'validation.required' })
      .min(1, 'validation.non_empty_list')
      .transform((ids) => [...new Set(ids)]),
    period: z.enum(BONUS_PERIODS, { error: 'validation.required' }),
    start: isoDate,
    end: isoDate,
    target_amount: money,
    currency,
    basis: z.enum(BONUS_BASES, { error: 'validation.required' }),
    tier_mode: z.enum(TIER_MODES, { error: 'validation.required' }),
    clawback: z.boolean().optional().default(true),
    items: z.array(bandBody).optional().default([]),
  })
  .superRefine((b, ctx) => {
    if (b.end < b.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'bonuses.end_before_start' });
  });
export type BonusInput = z.input<typeof bonusBody>;
export type BonusBody = z.output<typeof bonusBody>;

export const bonusBand = z.object({
  id: z.number(),
  percent_from: z.string(),
  percent_to: z.string().nullable(),
  bonus_percent: z.string(),
});
export type BonusBand = z.infer<typeof bonusBand>;

/** A user a schema or a target can name. */
export const participant = z.object({ id: z.number(), name: z.string() });
export type Participant = z.infer<typeof participant>;
/** GET /api/bonuses/participants: the active users a schema's participants and the targets are chosen from. */
export const participantOptions = z.array(participant);

export const bonusSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(BONUS_TYPES),
  participant_ids: z.array(z.number()),
  participants: z.array(participant),
  period: z.enum(BONUS_PERIODS),
  start: z.string(),
  end: z.string(),
  target_amount: z.string(),
  currency: z.enum(CURRENCIES),
  basis: z.enum(BONUS_BASES),
  tier_mode: z.enum(TIER_MODES),
  clawback: z.boolean(),
  items: z.array(bonusBand),
  updated_at: z.string(),
});
export type BonusSchema = z.infer<typeof bonusSchema>;
export const bonusList = z.object({ data: z.array(bonusSchema) });

const dateRange = z.object({ date_from: isoDate, date_to: isoDate }).superRefine((r, ctx) => {
  if (r.date_to < r.date_from)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'bonuses.end_before_start' });
});

export const calculateBody = z.object({ bonus_id: positiveId }).and(dateRange);

const outcome = {
  result: z.string(),
  achieved_percent: z.string(),
  bonus_percent: z.string(),
  bonus: z.string(),
};

export const calculationRow = z.object({
  user_id: z.number(),
  user_name: z.string(),
  ...outcome,
  currency: z.enum(CURRENCIES),
  /** The sales that count: the participant is their responsible manager. */
  sales: z.array(z.number()),
  /** Each calendar period of the schema within the range; the row's figures add them up. */
  periods: z.array(z.object({ from: z.string(), to: z.string(), ...outcome })),
});
export type CalculationRow = z.infer<typeof calculationRow>;

export const calculation = z.object({
  bonus_id: z.number(),
  type: z.enum(BONUS_TYPES),
  currency: z.enum(CURRENCIES),
  date_from: z.string(),
  date_to: z.string(),
  rows: z.array(calculationRow),
  totals: z.object({ result: z.string(), bonus: z.string() }),
});
export type Calculation = z.infer<typeof calculation>;

export const bonusByMonthBody = z.object({
  year: z.coerce.number({ error: 'validation.required' }).int().min(2000).max(2100),
});
export const bonusByMonthRow = z.object({
  month: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  bonus_id: z.number(),
  bonus_name: z.string(),
  bonus: z.string(),
  currency: z.enum(CURRENCIES),
});
export type BonusByMonthRow = z.infer<typeof bonusByMonthRow>;
export const bonusByMonth = z.object({ rows: z.array(bonusByMonthRow) });

export const agentsBonusBody = dateRange;
export const agentBonusRow = z.object({
  agent_id: z.number(),
  agent_name: z.string(),
  currency: z.enum(CURRENCIES),
  sales_count: z.number(),
  fee_earned: z.string(),
  fee_paid: z.string(),
  fee_due: z.string(),
});
export type AgentBonusRow = z.infer<typeof agentBonusRow>;
export const agentsBonus = z.object({ rows: z.array(agentBonusRow) });

const yearMonth = z
  .string({ error: 'validation.required' })
  .regex(YEAR_MONTH_PATTERN, 'validation.invalid_format');

/** More sales than any manager signs in a month: a target past it is a typing slip. */
const MAX_TARGET_COUNT = 10_000;

export const saleTargetBody = z.object({
  /** With an id the target is changed; without, one is made. */
  id: bodyRecordId.optional(),
  user_id: positiveId,
  month: yearMonth,
  target_amount: money,
  currency,
  target_count: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number()
      .int('validation.invalid_value')
      .min(0, 'validation.invalid_value')
      .max(MAX_TARGET_COUNT, 'validation.invalid_value')
      .nullable(),
  ),
});
export type SaleTargetInput = z.input<typeof saleTargetBody>;

export const saleTarget = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  month: z.string(),
  target_amount: z.string(),
  currency: z.enum(CURRENCIES),
  target_count: z.number().nullable(),
  updated_at: z.string(),
});
export type SaleTarget = z.infer<typeof saleTarget>;
export const saleTargetList = z.object({ data: z.array(saleTarget) });
export const saleTargetsQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: yearMonth.optional(),
});

export const withTargetsQuery = z.object({ month: yearMonth });
export const withTargetsRow = z.object({
  user_id: z.number(),
  user_name: z.string(),
  month: z.string(),
  currency: z.enum(CURRENCIES),
  target_amount: z.string().nullable(),
  /** Null when a rate it needs is missing (see `missing_rate`). */
  actual_amount: z.string().nullable(),
  target_count: z.number().nullable(),
  actual_count: z.number(),
  achieved_percent: z.string().nullable(),
  /**
   * The National Bank rate (currency and day, the earliest when several) that one of the manager's sales
   * needs and the server could not get; then `actual_amount` and `achieved_percent` are null.
   */
  missing_rate: z.object({ currency: z.enum(CURRENCIES), date: z.string() }).nullable(),
});
export type WithTargetsRow = z.infer<typeof withTargetsRow>;
export const withTargets = z.object({ rows: z.array(withTargetsRow) });
