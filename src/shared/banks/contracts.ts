import { z } from 'zod';
import { optionalText, requiredText } from '../validation/rules';
import { bodyRecordId } from '../validation/ids';

export const bank = z.object({
  id: z.number(),
  title: z.string(),
  title_en: z.string(),
  code: z.string(),
  iban: z.string(),
});
export type Bank = z.infer<typeof bank>;

/** POST /api/banks creates, or updates when an id is given. */
export const saveBankBody = z.object({
  id: bodyRecordId.optional(),
  title: requiredText(255),
  title_en: optionalText(255),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'validation.invalid_format'),
  iban: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation.invalid_format'),
});
export type SaveBankBody = z.input<typeof saveBankBody>;
