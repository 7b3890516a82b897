import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { currency, money } from '../properties/contracts';
import { isoDate, nonEmptyList, optionalText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/** Contracts of /api/barter: our units exchanged for what a customer gives. */
export const BARTER_ITEM_TYPES = ['land', 'vehicle', 'materials', 'works', 'property', 'other'] as const;
export type BarterItemType = (typeof BARTER_ITEM_TYPES)[number];
export const BARTER_STATUSES = ['active', 'completed', 'canceled'] as const;
export type BarterStatus = (typeof BARTER_STATUSES)[number];

export const barterItemType = z.enum(BARTER_ITEM_TYPES, { error: 'validation.invalid_value' });
export const barterStatus = z.enum(BARTER_STATUSES, { error: 'validation.invalid_value' });

const id = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid_value')
  .positive('validation.required')
  .max(MAX_RECORD_ID, 'validation.required');

const emptyAsNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);

/**
 * POST /api/barter and PUT /api/barter/{id}. The valuation is a two-decimal string above zero (never a
 * float); a vehicle needs its brand and model. Status 'canceled' releases the units.
 */
export const saveBarterBody = z
  .object({
    customer_id: id,
    property_ids: nonEmptyList(id),
    item_type: barterItemType,
    description: optionalText(2000),
    vehicle_brand: optionalText(100),
    vehicle_model: optionalText(100),
    vehicle_year: z.preprocess(
      emptyAsNull,
      z.coerce
        .number({ error: 'validation.invalid_value' })
        .int('validation.invalid_value')
        .min(1950, 'validation.invalid_value')
        .max(2100, 'validation.invalid_value')
        .nullable(),
    ),
    valuation: money,
    currency,
    deal_date: isoDate,
    status: barterStatus.optional().default('active'),
    note: optionalText(2000),
  })
  .superRefine((d, ctx) => {
    if (new Set(d.property_ids).size !== d.property_ids.length)
      ctx.addIssue({ code: 'custom', path: ['property_ids'], message: 'validation.duplicate_values' });
    if (d.item_type === 'vehicle') {
      if (!d.vehicle_brand)
        ctx.addIssue({ code: 'custom', path: ['vehicle_brand'], message: 'validation.required' });
      if (!d.vehicle_model)
        ctx.addIssue({ code: 'custom', path: ['vehicle_model'], message: 'validation.required' });
    }
  });
export type SaveBarterBody = z.input<typeof saveBarterBody>;
export type SaveBarterInput = z.output<typeof saveBarterBody>;

export const barterUnit = z.object({
  id: z.number(),
  building_id: z.number(),
  building_name: z.string(),
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  status: z.string(),
  total_area: z.string(),
  released_at: z.string().nullable(),
});
export type BarterUnit = z.infer<typeof barterUnit>;

export const barterRow = z.object({
  id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  item_type: barterItemType,
  description: z.string(),
  vehicle_brand: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_year: z.number().nullable(),
  valuation: z.string(),
  currency,
  deal_date: z.string(),
  status: barterStatus,
  note: z.string(),
  /** The units of the deal; released ones (a canceled deal, or removed from it) carry released_at. */
  properties: z.array(barterUnit),
  documents_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BarterRow = z.infer<typeof barterRow>;
export const barterList = paginated(barterRow);

const optionalId = recordId.optional();

export const barterListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: barterStatus.optional(),
  item_type: barterItemType.optional(),
  building_id: optionalId,
  customer_id: optionalId,
});
export type BarterListQuery = z.input<typeof barterListQuery>;
