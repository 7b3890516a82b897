import { z } from 'zod';
import { CURRENCIES, roundHalfUp, toMinor } from '../money/money';
import { pageQuery, paginated } from '../pagination';
import { decimalPattern } from '../validation/checks';
import { optionalText, requiredText } from '../validation/rules';
import {
  ALL_PROPERTY_STATUSES,
  MANUAL_STATUSES,
  PROPERTY_STATES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  PROPERTY_VIEWS,
} from './enums';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/properties, the reference lists and the chessboard. Areas and money travel as decimal
 * strings ("65.50", "1450.00"): numeric columns come back as strings and are never put through floats.
 * Inputs accept a JSON number or a string with at most two decimals.
 */
const decimalInput = (intDigits: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((v) => String(v).trim())
    // Aborts: no later rule (the object's own refines included) ever reads an amount that is not one.
    .refine((v) => decimalPattern(intDigits).test(v), { message: 'validation.invalid_format', abort: true })
    .transform((v) => roundHalfUp(v, 2));

/** numeric(10,2), greater than zero. */
export const area = decimalInput(8).refine((v) => toMinor(v) > 0n, 'validation.positive');
/** numeric(14,2), greater than zero. */
export const money = decimalInput(12).refine((v) => toMinor(v) > 0n, 'validation.positive');
/** numeric(14,2), zero allowed (a price step). */
export const moneyOrZero = decimalInput(12);

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const block = nullable(
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-G]$/, 'validation.invalid_value'),
);
const floor = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid_value')
  .min(-10)
  .max(200);
const rooms = nullable(z.coerce.number().int('validation.invalid_value').min(0).max(50));

export const propertyType = z.enum(PROPERTY_TYPES, { error: 'validation.invalid_value' });
export const propertyState = z.enum(PROPERTY_STATES, { error: 'validation.invalid_value' });
export const propertyView = z.enum(PROPERTY_VIEWS, { error: 'validation.invalid_value' });
export const propertyStatus = z.enum(ALL_PROPERTY_STATUSES, { error: 'validation.invalid_value' });
export const currency = z.enum(CURRENCIES, { error: 'validation.invalid_value' });

/** Fields shared by the create and update forms. */
const propertyFields = {
  building_id: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .positive('validation.required')
    .max(MAX_RECORD_ID, 'validation.required'),
  block,
  floor,
  number: requiredText(20),
  cad_code: optionalText(50),
  type: propertyType,
  state: propertyState,
  view: nullable(propertyView),
  rooms,
  total_area: area,
  living_area: nullable(area),
  balcony_area: nullable(area),
  terrace_area: nullable(area),
  price_per_m2: money,
  /**
   * Left out (or null): total_area × price_per_m2, rounded half-up to tetri/cents. Given: a negotiated
   * lump price kept as it is, beside the price per m² it was quoted from.
   */
  total_price: nullable(money).optional(),
  currency,
  feature_ids: z.array(recordId).optional().default([]),
};

/** POST /api/properties; a new unit is free unless registered as not for sale. */
export const createPropertyBody = z.object({
  ...propertyFields,
  status: z.enum(MANUAL_STATUSES, { error: 'validation.invalid_value' }).optional().default('free'),
});
export type CreatePropertyBody = z.input<typeof createPropertyBody>;

/** PUT /api/properties/{id}: the same fields but status (POST /properties/{id}/status changes it). */
export const updatePropertyBody = z.object(propertyFields);
export type UpdatePropertyBody = z.input<typeof updatePropertyBody>;

export const propertyRow = z.object({
  id: z.number(),
  building_id: z.number(),
  building_name: z.string(),
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  cad_code: z.string(),
  type: z.string(),
  state: z.string(),
  status: propertyStatus,
  view: z.string().nullable(),
  rooms: z.number().nullable(),
  total_area: z.string(),
  living_area: z.string().nullable(),
  balcony_area: z.string().nullable(),
  terrace_area: z.string().nullable(),
  price_per_m2: z.string(),
  total_price: z.string(),
  currency,
  feature_ids: z.array(z.number()),
  parent_id: z.number().nullable(),
  retired_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PropertyRow = z.infer<typeof propertyRow>;
export const propertyList = paginated(propertyRow);

const relative = z.object({
  id: z.number(),
  number: z.string(),
  status: propertyStatus,
  total_area: z.string(),
});

export const priceHistoryEntry = z.object({
  price_per_m2: z.string(),
  total_price: z.string(),
  currency,
  reason: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});

/** GET /api/properties/{id}: the row plus features, plan, where it came from and what it became. */
export const propertyDetail = propertyRow.extend({
  features: z.array(z.object({ id: z.number(), group_id: z.number().nullable(), title: z.string() })),
  plan_url: z.string().nullable(),
  parent: relative.nullable(),
  children: z.array(relative),
  price_history: z.array(priceHistoryEntry),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

export const PROPERTY_SORTS = ['number', 'floor', 'total_area', 'total_price', 'price_per_m2'] as const;

/** One value, a repeated key (status=free&status=booked) or a comma list (status=free,booked). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : [v].flat().flatMap((s) => String(s).split(','))),
    z.array(item).optional(),
  );
/** A floor of the list's filter, within the floors a unit may have. */
const optionalFloor = floor.optional();

export const propertyListQuery = pageQuery.extend({
  building_id: recordId.optional(),
  block: z.string().trim().toUpperCase().max(1).optional(),
  floor_from: optionalFloor,
  floor_to: optionalFloor,
  number: z.string().trim().max(20).optional(),
  type: oneOrMany(propertyType),
  state: oneOrMany(propertyState),
  status: oneOrMany(z.enum(PROPERTY_STATUSES, { error: 'validation.invalid_value' })),
  view: oneOrMany(propertyView),
  rooms: oneOrMany(z.coerce.number().int().min(0).max(50)),
  area_from: decimalInput(8).optional(),
  area_to: decimalInput(8).optional(),
  price_from: decimalInput(12).optional(),
  price_to: decimalInput(12).optional(),
  currency: currency.optional(),
  feature_id: recordId.optional(),
  sort: z.enum(PROPERTY_SORTS, { error: 'validation.invalid_value' }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'validation.invalid_value' }).optional().default('asc'),
  include_retired: z.enum(['true', 'false']).optional(),
});
export type PropertyListQuery = z.input<typeof propertyListQuery>;

/** POST /api/properties/{id}/status: free <-> not_for_sale by hand; expected_status guards a stale screen. */
export const changeStatusBody = z.object({
  status: z.enum(MANUAL_STATUSES, { error: 'validation.invalid_value' }),
  expected_status: z.enum(MANUAL_STATUSES, { error: 'validation.invalid_value' }).optional(),
});
export type ChangeStatusBody = z.input<typeof changeStatusBody>;

/** A part of a split; what it leaves out (block, floor, type, state, view, currency, features, price per m²) comes from the original. */
export const splitPart = z.object({
  number: requiredText(20),
  cad_code: optionalText(50),
  rooms,
  total_area: area,
  living_area: nullable(area).optional(),
  balcony_area: nullable(area).optional(),
  terrace_area: nullable(area).optional(),
  price_per_m2: money.optional(),
});
export const splitBody = z.object({
  parts: z
    .array(splitPart, { error: 'validation.required' })
    .min(2, 'properties.split_needs_two_parts')
    .max(20),
});
export type SplitBody = z.input<typeof splitBody>;
/** Answer of the split: the retired original and its new parts. */
export const splitAnswer = z.object({ original: propertyRow, parts: z.array(propertyRow) });

/** One bulk creation makes at most this many units (a large complex's block). */
export const MAX_BULK_UNITS = 1500;

/** Bulk creation template: units_per_floor units on every floor from floor_from to floor_to. */
export const bulkTemplate = z
  .object({
    building_id: propertyFields.building_id,
    block,
    floor_from: floor,
    floor_to: floor,
    units_per_floor: z.coerce.number().int('validation.invalid_value').min(1, 'validation.positive').max(50),
    /** Tokens {block}, {floor}, {unit}; ":02" pads with zeros, e.g. '{floor}{unit:02}' -> 1203. */
    number_pattern: requiredText(40),
    type: propertyType,
    state: propertyState,
    view: nullable(propertyView).optional(),
    total_area: area,
    rooms,
    price_per_m2: money,
    /** Added to price_per_m2 for every floor above floor_from. */
    price_step_per_floor: moneyOrZero.optional().default('0.00'),
    currency,
  })
  .refine((t) => t.floor_to >= t.floor_from, { path: ['floor_to'], message: 'properties.floor_range' })
  .refine((t) => (t.floor_to - t.floor_from + 1) * t.units_per_floor <= MAX_BULK_UNITS, {
    path: ['units_per_floor'],
    message: 'properties.bulk_too_many',
  });
export type BulkTemplate = z.output<typeof bulkTemplate>;
export type BulkTemplateBody = z.input<typeof bulkTemplate>;

export const plannedUnit = z.object({
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  total_area: z.string(),
  price_per_m2: z.string(),
  total_price: z.string(),
  /** The number is already taken by a live unit of this building and block. */
  conflict: z.boolean(),
});
export type PlannedUnit = z.infer<typeof plannedUnit>;

/** POST /api/properties/bulk/preview: what saving would create; nothing is written. */
export const bulkPreviewAnswer = z.object({
  units: z.array(plannedUnit),
  conflicts: z.array(z.string()),
  total_value: z.string(),
  currency,
});
/** POST /api/properties/bulk: the created units' ids. */
export const bulkSaveAnswer = z.object({ created: z.number(), ids: z.array(z.number()) });

export const chessboardQuery = z.object({ block: z.string().trim().toUpperCase().max(1).optional() });
export const chessboardUnit = z.object({
  id: z.number(),
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  rooms: z.number().nullable(),
  total_area: z.string(),
  price_per_m2: z.string(),
  total_price: z.string(),
  currency,
  status: propertyStatus,
  state: z.string(),
  view: z.string().nullable(),
  type: z.string(),
});
export type ChessboardUnit = z.infer<typeof chessboardUnit>;

/** GET /api/buildings/{id}/chessboard: every live unit, counts by status, value of the free units per currency. */
export const chessboardAnswer = z.object({
  building_id: z.number(),
  blocks: z.array(z.string()),
  units: z.array(chessboardUnit),
  counts: z.record(z.string(), z.number()),
  free_value: z.array(z.object({ currency, total: z.string() })),
});
export type ChessboardAnswer = z.infer<typeof chessboardAnswer>;

export const enumItem = z.object({ key: z.string(), title: z.string() });
export const enumList = z.array(enumItem);
/** GET /api/getEnums: every reference list at once. */
export const enumsAnswer = z.object({
  property_types: enumList,
  property_states: enumList,
  property_statuses: enumList,
  property_views: enumList,
  contract_types: enumList,
  currencies: enumList,
});
export type EnumsAnswer = z.infer<typeof enumsAnswer>;
