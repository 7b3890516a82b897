import { z } from 'zod';
import { georgianIbanProblem, normalizeIban } from '../iban/iban';
import { pageQuery, paginated } from '../pagination';
import { formBoolean, optionalEmail, optionalText, percent, requiredText } from '../validation/rules';
import { recordId } from '../validation/ids';

/** Contracts of /api/agents: brokers (people or companies) who bring buyers for a fee. */
export const AGENT_TYPES = ['individual', 'company'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export const agentType = z.enum(AGENT_TYPES, { error: 'validation.invalid_value' });

/** A Georgian company's identification code: 9 digits. */
export const COMPANY_ID_PATTERN = /^\d{9}$/;

const emptyAsNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);

const optionalIban = z
  .string()
  .optional()
  .default('')
  .transform(normalizeIban)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : georgianIbanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/agents and PUT /api/agents/{id}; also each line of the import. A person needs an 11-digit
 * personal ID, a company a 9-digit identification code; an IBAN needs its bank, whose code it must carry
 * (the server checks the bank against the database).
 */
export const saveAgentBody = z
  .object({
    type: agentType,
    name: requiredText(255),
    name_en: optionalText(255),
    name_ru: optionalText(255),
    personal_id: z.string().trim().optional().default(''),
    company_id: z.string().trim().optional().default(''),
    phone: optionalText(50),
    email: optionalEmail,
    address: optionalText(500),
    fee_percent: z.preprocess((v) => (v === undefined || v === null ? '' : v), percent),
    bank_id: z.preprocess(emptyAsNull, recordId.nullable()),
    iban: optionalIban,
    note: optionalText(2000),
    active: formBoolean.optional().default(true),
  })
  .superRefine((a, ctx) => {
    if (a.type === 'individual') {
      if (!a.personal_id)
        ctx.addIssue({ code: 'custom', path: ['personal_id'], message: 'validation.required' });
      else if (!/^\d{11}$/.test(a.personal_id))
        ctx.addIssue({ code: 'custom', path: ['personal_id'], message: 'validation.personal_id' });
    } else if (!a.company_id) {
      ctx.addIssue({ code: 'custom', path: ['company_id'], message: 'validation.required' });
    } else if (!COMPANY_ID_PATTERN.test(a.company_id)) {
      ctx.addIssue({ code: 'custom', path: ['company_id'], message: 'agents.company_id' });
    }
    if (a.iban && a.bank_id === null)
      ctx.addIssue({ code: 'custom', path: ['bank_id'], message: 'agents.bank_required' });
  });
export type SaveAgentBody = z.input<typeof saveAgentBody>;
export type SaveAgentInput = z.output<typeof saveAgentBody>;

export const agentRow = z.object({
  id: z.number(),
  type: agentType,
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  personal_id: z.string().nullable(),
  company_id: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  /** "2.50", or null when no fee is set. */
  fee_percent: z.string().nullable(),
  bank_id: z.number().nullable(),
  bank_name: z.string().nullable(),
  iban: z.string(),
  note: z.string(),
  active: z.boolean(),
  documents_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentRow = z.infer<typeof agentRow>;
export const agentList = paginated(agentRow);

export const agentListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  type: agentType.optional(),
  active: z.enum(['true', 'false'], { error: 'validation.invalid_value' }).optional(),
});
export type AgentListQuery = z.input<typeof agentListQuery>;

/** The import template's columns, in order; the bank is found from the IBAN's bank code. */
export const AGENT_IMPORT_COLUMNS = [
  'type',
  'name',
  'name_en',
  'name_ru',
  'personal_id',
  'company_id',
  'phone',
  'email',
  'address',
  'fee_percent',
  'iban',
  'note',
] as const;

export const importRowError = z.object({ line: z.number(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
export const importAnswer = z.object({ created: z.number(), ids: z.array(z.number()) });
export type ImportAnswer = z.infer<typeof importAnswer>;
