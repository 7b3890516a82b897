import { z } from 'zod';
import { bankAccount } from '../bank-accounts/contracts';
import type { MessageKey } from '../i18n/messages';
import { formBoolean, formList, optionalEmail, optionalText, requiredText } from '../validation/rules';
import { BLOCKS } from './blocks';

/** The property states a complex may use; their titles come from the property enums. */
export const PROPERTY_STATES = ['black_frame', 'white_frame', 'green_frame', 'renovated'] as const;
export type PropertyState = (typeof PROPERTY_STATES)[number];

export const building = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  cad_code: z.string(),
  company_name: z.string(),
  company_name_en: z.string(),
  company_name_ru: z.string(),
  company_id: z.string(),
  director: z.string(),
  director_en: z.string(),
  director_ru: z.string(),
  director_pid: z.string(),
  facsimile_file_url: z.string().nullable(),
  manager_name: z.string(),
  address: z.string(),
  address_en: z.string(),
  address_ru: z.string(),
  email: z.string(),
  phone: z.string(),
  property_states: z.array(z.string()),
  blocks: z.array(z.string()),
  notifiable: z.boolean(),
  bank_accounts: z.array(bankAccount),
  /** Units by status, e.g. {free: 120, sold: 40}; statuses without units are left out. */
  property_counts: z.record(z.string(), z.number()),
});
export type Building = z.infer<typeof building>;

export const buildingListQuery = z.object({ search: z.string().trim().max(100).optional() });

/**
 * A multi-select's values: each one of `allowed`, none twice. Errors land on the field itself rather
 * than on an item (`blocks`, not `blocks.1`), where the form shows them.
 */
const choiceList = <T extends string>(item: z.ZodType<string>, allowed: readonly T[], message: MessageKey) =>
  formList(item)
    .refine((list) => list.every((v) => (allowed as readonly string[]).includes(v)), message)
    .refine((list) => new Set(list).size === list.length, 'validation.duplicate_values')
    .transform((list) => list as T[]);

/** Empty, or the 11 digits of a Georgian personal number. */
const optionalPersonalId = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{11}$/.test(v), 'validation.personal_id')
  .optional()
  .default('');

/**
 * Fields of the complex form (POST /api/buildings as multipart; the `facsimile` image travels beside
 * them). On update, a new facsimile replaces the old one and `remove_facsimile` clears it.
 */
export const saveBuildingBody = z.object({
  name: requiredText(255),
  name_en: optionalText(255),
  name_ru: optionalText(255),
  cad_code: optionalText(100),
  company_name: optionalText(255),
  /** English and Russian forms, printed by the parts of bilingual contracts ('' prints the Georgian). */
  company_name_en: optionalText(255),
  company_name_ru: optionalText(255),
  company_id: optionalText(50),
  director: optionalText(255),
  director_en: optionalText(255),
  director_ru: optionalText(255),
  director_pid: optionalPersonalId,
  manager_name: optionalText(255),
  address: optionalText(500),
  address_en: optionalText(500),
  address_ru: optionalText(500),
  email: optionalEmail,
  phone: optionalText(50),
  property_states: choiceList(z.string().trim(), PROPERTY_STATES, 'validation.invalid_value'),
  blocks: choiceList(z.string().trim().toUpperCase(), BLOCKS, 'validation.block').transform((list) =>
    [...list].sort(),
  ),
  notifiable: formBoolean.default(false),
  remove_facsimile: formBoolean.default(false),
});
export type SaveBuildingBody = z.input<typeof saveBuildingBody>;
