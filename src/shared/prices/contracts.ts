import { z } from 'zod';
import { CURRENCIES } from '../money/money';
import { isoDate, requiredText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/prices: dated price lists of a complex, from an uploaded Excel file (the `file` field
 * of the multipart form) or from a rule. Money travels as two-decimal strings, as everywhere.
 */
export const PRICE_LIST_SOURCES = ['excel', 'rule'] as const;
export type PriceListSource = (typeof PRICE_LIST_SOURCES)[number];
export const PRICE_LIST_STATUSES = ['draft', 'applied'] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];
export const PRICE_RULE_KINDS = ['percent', 'amount_per_m2'] as const;
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

/** The columns of the downloadable template, in order; the last one is filled in by the office. */
export const TEMPLATE_COLUMNS = [
  'property_id',
  'block',
  'floor',
  'number',
  'currency',
  'price_per_m2',
  'new_price_per_m2',
] as const;

const currency = z.enum(CURRENCIES);
const empty = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

const buildingId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.required')
  .max(MAX_RECORD_ID, 'validation.required');
const floor = z.preprocess(
  empty,
  z.coerce
    .number({ error: 'validation.invalid_value' })
    .int('validation.invalid_value')
    .min(-10)
    .max(200)
    .optional(),
);

/** A signed decimal with at most two decimals ("-5", "7.5", "120.00"). */
const signedDecimal = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((v) => String(v).trim())
  .refine((v) => /^[+-]?\d{1,12}(\.\d{1,2})?$/.test(v), 'validation.invalid_format');

/**
 * The multipart fields of POST /api/prices, /api/prices/preview and the update. A rule is given by
 * `rule_kind` + `rule_value` (percent > -100; may be negative), optionally limited to a block and a floor
 * range; otherwise the `file` upload (.xlsx) carries the prices. On update both may be left out: then only
 * title and valid_from change.
 */
export const savePriceListBody = z
  .object({
    building_id: buildingId,
    title: requiredText(255),
    valid_from: isoDate,
    rule_kind: z.preprocess(
      empty,
      z.enum(PRICE_RULE_KINDS, { error: 'validation.invalid_value' }).optional(),
    ),
    rule_value: z.preprocess(empty, signedDecimal.optional()),
    block: z.preprocess(
      empty,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-G]$/, 'validation.invalid_value')
        .optional(),
    ),
    floor_from: floor,
    floor_to: floor,
  })
  .refine((b) => b.rule_kind === undefined || b.rule_value !== undefined, {
    path: ['rule_value'],
    message: 'validation.required',
  })
  .refine((b) => b.rule_kind !== 'percent' || b.rule_value === undefined || Number(b.rule_value) > -100, {
    path: ['rule_value'],
    message: 'prices.percent_range',
  })
  .refine((b) => b.floor_from === undefined || b.floor_to === undefined || b.floor_to >= b.floor_from, {
    path: ['floor_to'],
    message: 'properties.floor_range',
  });
export type SavePriceListBody = z.input<typeof savePriceListBody>;
export type SavePriceListInput = z.output<typeof savePriceListBody>;

/** What a rule list keeps in price_lists.rule. */
export const priceRule = z.object({
  kind: z.enum(PRICE_RULE_KINDS),
  value: z.string(),
  block: z.string().nullable(),
  floor_from: z.number().nullable(),
  floor_to: z.number().nullable(),
});
export type PriceRule = z.infer<typeof priceRule>;

export const priceListQuery = z.object({
  building_id: z.preprocess(empty, recordId.optional()),
});
export const templateQuery = z.object({ building_id: buildingId });

export const priceListRow = z.object({
  id: z.number(),
  building_id: z.number(),
  building_name: z.string(),
  title: z.string(),
  valid_from: z.string(),
  source: z.enum(PRICE_LIST_SOURCES),
  status: z.enum(PRICE_LIST_STATUSES),
  items_count: z.number(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type PriceListRow = z.infer<typeof priceListRow>;
export const priceListList = z.array(priceListRow);

/** One unit's old and new price; `line` is the spreadsheet line (null for a rule). */
export const priceListItem = z.object({
  property_id: z.number(),
  number: z.string(),
  block: z.string().nullable(),
  floor: z.number(),
  old_price_per_m2: z.string(),
  new_price_per_m2: z.string(),
  old_total_price: z.string(),
  new_total_price: z.string(),
  /** new_total_price − old_total_price. */
  difference: z.string(),
  currency,
  line: z.number().nullable(),
});
export type PriceListItem = z.infer<typeof priceListItem>;

/** Per currency: how many units, the old and new sums and their difference. */
export const priceTotals = z.array(
  z.object({
    currency,
    count: z.number(),
    old_total: z.string(),
    new_total: z.string(),
    difference: z.string(),
  }),
);
export type PriceTotals = z.infer<typeof priceTotals>;

/** A bad spreadsheet line (or, for a rule, line null) and why it was refused. */
export const priceRowError = z.object({
  line: z.number().nullable(),
  reason_key: z.string(),
  message: z.string(),
});
export type PriceRowError = z.infer<typeof priceRowError>;

/** GET /api/prices/{id}, and the answer of create and update. */
export const priceListDetail = priceListRow.extend({
  rule: priceRule.nullable(),
  file_url: z.string().nullable(),
  applied_by: z.number().nullable(),
  items: z.array(priceListItem),
  totals: priceTotals,
});
export type PriceListDetail = z.infer<typeof priceListDetail>;

/** POST /api/prices/preview: what saving would make; nothing is written. */
export const pricePreviewAnswer = z.object({
  items: z.array(priceListItem),
  errors: z.array(priceRowError),
  totals: priceTotals,
});
export type PricePreviewAnswer = z.infer<typeof pricePreviewAnswer>;

/** The 422 of create, update and apply when rows are bad: nothing is saved. */
export const priceRowsErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  rows: z.array(priceRowError),
});
export type PriceRowsErrorBody = z.infer<typeof priceRowsErrorBody>;
