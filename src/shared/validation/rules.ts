import { z } from 'zod';
import { isDateInRange, isIsoDate } from '../dates/date-formats';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './checks';

/**
 * Field rules of spec §5, written once: the server's route schemas and the web forms both use them.
 * Each message is a key of the shared catalogue (../i18n/messages.ts).
 */
export const requiredText = (max = 255) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

export const optionalText = (max = 255) =>
  z.string().trim().max(max, 'validation.too_long').optional().default('');

export const personalId = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{11}$/, 'validation.personal_id');

export const email = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, 'validation.email_required')
  .max(255, 'validation.too_long')
  .regex(EMAIL_PATTERN, 'validation.email_format');

export const optionalEmail = z
  .string()
  .trim()
  .max(255, 'validation.too_long')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email_format')
  .optional()
  .default('');

/** Spec: percentage may be empty; otherwise greater than -1 and under 100. */
export const percent = z
  .union([z.literal(''), z.coerce.number({ error: 'validation.percent' })])
  .refine((v) => v === '' || (v > -1 && v < 100), 'validation.percent')
  .transform((v) => (v === '' ? null : v));

export const positiveNumber = z.coerce.number({ error: 'validation.positive' }).gt(0, 'validation.positive');

/** Minimum 4 characters after trimming, if filled. */
export const optionalMin4 = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= 4, 'validation.min_length_4');

export const nonEmptyList = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'validation.required' }).min(1, 'validation.non_empty_list');

export const password = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, 'validation.min_length_8')
  .max(PASSWORD_MAX_LENGTH, 'validation.too_long');

export const username = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine((v) => v.length >= 4, 'validation.min_length_4')
  .refine((v) => /^[A-Za-z0-9_.-]+$/.test(v), 'validation.invalid_format')
  .refine((v) => v.length <= 64, 'validation.too_long');

/** YYYY-MM-DD, as every date is sent: a day of the calendar (not 2025-02-30), in a year of DATE_YEARS. */
export const isoDate = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalid_format', abort: true })
  .refine(isIsoDate, { message: 'validation.invalid_format', abort: true })
  .refine(isDateInRange, { message: 'validation.date_out_of_range', abort: true });

/** Booleans arrive as JSON booleans or, from multipart forms, as strings. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** Multipart sends one value or repeats the field; `roles[]` and `roles` both arrive here as a list. */
export const formList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));
