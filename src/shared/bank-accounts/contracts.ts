import { z } from 'zod';
import { block } from '../buildings/blocks';
import { georgianIbanProblem, normalizeIban } from '../iban/iban';
import { optionalText } from '../validation/rules';
import { MAX_RECORD_ID, bodyRecordId, recordId } from '../validation/ids';

export const bankAccount = z.object({
  id: z.number(),
  bank_id: z.number(),
  bank_name: z.string(),
  bank_name_en: z.string(),
  /** SWIFT code of the bank. */
  bank_code: z.string(),
  building_id: z.number().nullable(),
  building_block: z.string().nullable(),
  /** No block: the complex's (or, without a complex, the company's) general account. */
  general: z.boolean(),
  iban: z.string(),
  iban_usd: z.string(),
  iban_eur: z.string(),
  mediator_bank_usd: z.string(),
  mediator_bank_eur: z.string(),
  local_currency: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

type AccountFields = Omit<BankAccount, 'bank_name' | 'bank_name_en' | 'bank_code' | 'general'>;

/** An account row and its bank as the answer; the bank-accounts and buildings routes both list accounts. */
export const toBankAccount = (
  account: AccountFields,
  bank: { name: string; name_en: string; code: string },
): BankAccount => ({
  id: account.id,
  bank_id: account.bank_id,
  bank_name: bank.name,
  bank_name_en: bank.name_en,
  bank_code: bank.code,
  building_id: account.building_id,
  building_block: account.building_block,
  general: account.building_block === null,
  iban: account.iban,
  iban_usd: account.iban_usd,
  iban_eur: account.iban_eur,
  mediator_bank_usd: account.mediator_bank_usd,
  mediator_bank_eur: account.mediator_bank_eur,
  local_currency: account.local_currency,
});

export const bankAccountListQuery = z.object({
  building_id: recordId.optional(),
});

/** Empty, or a Georgian IBAN with valid check digits; spaces and case are forgiven. */
const optionalIban = z
  .string()
  .optional()
  .default('')
  .transform(normalizeIban)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : georgianIbanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Multipart and JSON forms send an empty value for "none". */
const emptyAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * POST /api/bank-accounts creates, or updates when an id is given; PUT /api/bank-accounts/{id} updates.
 * The block must be one of the complex's blocks and each IBAN's bank code the chosen bank's: the server
 * checks both against the database.
 */
export const saveBankAccountBody = z
  .object({
    id: bodyRecordId.optional(),
    bank_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .positive('validation.required')
      .max(MAX_RECORD_ID, 'validation.required'),
    building_id: z.preprocess(emptyAsNull, recordId.nullable()),
    building_block: z.preprocess(emptyAsNull, block.nullable()),
    iban: optionalIban,
    iban_usd: optionalIban,
    iban_eur: optionalIban,
    mediator_bank_usd: optionalText(255),
    mediator_bank_eur: optionalText(255),
    local_currency: z.literal('GEL', { error: 'validation.invalid_value' }).optional().default('GEL'),
  })
  .superRefine((account, ctx) => {
    if (!account.iban && !account.iban_usd && !account.iban_eur)
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'validation.iban_required' });
    if (account.building_block && account.building_id === null)
      ctx.addIssue({ code: 'custom', path: ['building_block'], message: 'validation.block_needs_building' });
  });
export type SaveBankAccountBody = z.input<typeof saveBankAccountBody>;
