import { z } from 'zod';
import { validationErrorBody } from '../errors';
import type { Locale } from '../i18n/locales';
import { contractLanguage, contractType } from '../sales/contracts';
import { formBoolean, isoDate, requiredText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/word-templates, /api/doc-templates, /api/custom-fields, contract generation on a
 * sale (/api/sales/{id}/contract…) and /api/sms.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, recordId.optional());
const requiredId = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid_value')
  .positive('validation.required')
  .max(MAX_RECORD_ID, 'validation.required');

// ---------------------------------------------------------------- Word templates

/** The largest .docx a template may be. */
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Multipart fields of POST /api/word-templates and PUT /api/word-templates/{id} (the file: `file`). */
export const wordTemplateForm = z.object({
  name: requiredText(200),
  contract_type: contractType,
  language: contractLanguage,
  /** Left out: the template serves every complex. */
  building_id: optionalId,
  active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type WordTemplateFormInput = z.input<typeof wordTemplateForm>;
export type WordTemplateForm = z.output<typeof wordTemplateForm>;

export const wordTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  contract_type: contractType,
  language: contractLanguage,
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  file_name: z.string(),
  size_bytes: z.number(),
  placeholders: z.array(z.string()),
  active: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WordTemplateRow = z.infer<typeof wordTemplateRow>;

export const wordTemplateQuery = z.object({
  contract_type: z.preprocess(blankToUndefined, contractType.optional()),
  language: z.preprocess(blankToUndefined, contractLanguage.optional()),
  building_id: optionalId,
});

/** The spec's answer to a template save: success true, or false with the reason and the offending names. */
export const templateSaveResult = z.object({
  success: z.boolean(),
  id: z.number().optional(),
  message: z.string().optional(),
  unknown_placeholders: z.array(z.string()).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TemplateSaveResult = z.infer<typeof templateSaveResult>;

// ---------------------------------------------------------------- contracts generated for a sale

export const CONTRACT_FORMATS = ['docx', 'pdf'] as const;
export type ContractFormat = (typeof CONTRACT_FORMATS)[number];

/** POST /api/sales/{id}/contract: the file itself; `store` also keeps it among the sale's files. */
export const generateContractBody = z.object({
  template_id: requiredId,
  format: z.enum(CONTRACT_FORMATS, { error: 'validation.invalid_value' }).default('docx'),
  store: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type GenerateContractBody = z.input<typeof generateContractBody>;

/** POST /api/sales/{id}/contract/preview: the filled document as sanitized HTML. */
export const contractPreviewBody = z.object({ template_id: requiredId });
export const contractPreview = z.object({ html: z.string(), file_name: z.string() });
export type ContractPreview = z.infer<typeof contractPreview>;

/** GET /api/sales/{id}/contract-templates: the templates that fit the sale, and whether PDF can be made. */
export const saleContractTemplates = z.object({
  templates: z.array(wordTemplateRow),
  pdf_available: z.boolean(),
});
export type SaleContractTemplates = z.infer<typeof saleContractTemplates>;

// ---------------------------------------------------------------- document templates

export const DOC_TEMPLATE_TYPES = ['letter', 'notice', 'receipt', 'sms', 'email'] as const;
export type DocTemplateType = (typeof DOC_TEMPLATE_TYPES)[number];
export const DOC_TEMPLATE_LANGUAGES = ['ka', 'en', 'ru'] as const;

export const DOC_TEMPLATE_TYPE_TITLES: Record<DocTemplateType, Record<Locale, string>> = {
  letter: { ka: 'წერილი', en: 'Letter', ru: 'Письмо' },
  notice: { ka: 'შეტყობინება', en: 'Notice', ru: 'Уведомление' },
  receipt: { ka: 'ქვითარი', en: 'Receipt', ru: 'Квитанция' },
  sms: { ka: 'SMS ტექსტი', en: 'SMS text', ru: 'Текст SMS' },
  email: { ka: 'ელ-ფოსტის ტექსტი', en: 'E-mail text', ru: 'Текст письма' },
};

/** POST /api/doc-templates (with `id`: update). `body` is HTML; the server keeps only its safe part. */
export const docTemplateBody = z.object({
  id: optionalId,
  name: requiredText(200),
  type: z.enum(DOC_TEMPLATE_TYPES, { error: 'validation.invalid_value' }),
  language: z.enum(DOC_TEMPLATE_LANGUAGES, { error: 'validation.invalid_value' }),
  subject: z.preprocess(blankToUndefined, z.string().trim().max(300, 'validation.too_long').optional()),
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200_000, 'validation.too_long'),
});
export type DocTemplateBodyInput = z.input<typeof docTemplateBody>;

export const docTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(DOC_TEMPLATE_TYPES),
  language: z.enum(DOC_TEMPLATE_LANGUAGES),
  subject: z.string().nullable(),
  body: z.string(),
  placeholders: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocTemplateRow = z.infer<typeof docTemplateRow>;

/**
 * GET /api/doc-templates/{id}/?fields=…: `fields` picks the columns to answer with (comma separated);
 * with `sale_id` the answer also carries `rendered`, the body filled for that sale.
 */
export const docTemplateQuery = z.object({
  fields: z.preprocess(blankToUndefined, z.string().max(300).optional()),
  sale_id: optionalId,
});

export const renderedDocTemplate = z.object({
  subject: z.string().nullable(),
  html: z.string(),
  text: z.string(),
});
export type RenderedDocTemplate = z.infer<typeof renderedDocTemplate>;

/** POST /api/doc-templates/images: the editor's image upload answer. */
export const editorImageResult = z.union([
  z.object({ url: z.string() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type EditorImageResult = z.infer<typeof editorImageResult>;
/** Its refusal (422): `error.message` for the editor, `errors` in the platform's shape for other clients. */
export const editorImageRefusal = validationErrorBody.extend({
  error: z.object({ message: z.string() }).optional(),
});

// ---------------------------------------------------------------- custom fields

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'boolean'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_GROUPS = ['sale', 'customer', 'property', 'complex'] as const;
export type CustomFieldGroup = (typeof CUSTOM_FIELD_GROUPS)[number];

/** A custom field's key is its placeholder: lower-case latin letters, digits and underscores. */
export const CUSTOM_FIELD_KEY = /^[a-z][a-z0-9_]{1,39}$/;

export const customFieldBody = z
  .object({
    key: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .regex(CUSTOM_FIELD_KEY, 'templates.custom_field_key_format'),
    group: z.enum(CUSTOM_FIELD_GROUPS, { error: 'validation.invalid_value' }),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: 'validation.invalid_value' }),
    label_ka: requiredText(200),
    label_en: z.string().trim().max(200, 'validation.too_long').default(''),
    label_ru: z.string().trim().max(200, 'validation.too_long').default(''),
    options: z
      .array(z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'))
      .max(100)
      .default([]),
    required: z.boolean().default(false),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .refine((b) => b.type !== 'select' || b.options.length > 0, {
    path: ['options'],
    message: 'templates.select_needs_options',
  })
  .refine((b) => new Set(b.options).size === b.options.length, {
    path: ['options'],
    message: 'templates.options_repeat',
  });
export type CustomFieldBodyInput = z.input<typeof customFieldBody>;
export type CustomFieldBody = z.output<typeof customFieldBody>;

export const customFieldRow = z.object({
  id: z.number(),
  key: z.string(),
  group: z.enum(CUSTOM_FIELD_GROUPS),
  type: z.enum(CUSTOM_FIELD_TYPES),
  label_ka: z.string(),
  label_en: z.string(),
  label_ru: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  sort_order: z.number(),
  values_count: z.number(),
});
export type CustomFieldRow = z.infer<typeof customFieldRow>;

/** GET /api/custom-fields/placeholders: one entry of the editors' "insert field" picker. */
export const customFieldPlaceholder = customFieldRow.pick({
  key: true,
  group: true,
  type: true,
  label_ka: true,
  label_en: true,
  label_ru: true,
});
export type CustomFieldPlaceholder = z.infer<typeof customFieldPlaceholder>;

/** A value as the forms send it: text, a number, an ISO date, an option, a boolean; null clears it. */
export const customFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

/** GET/PUT /api/custom-fields/values/{group}/{record_id}: the record's values by field key. */
export const customFieldValuesBody = z.object({ values: z.record(z.string(), customFieldValue) });
export type CustomFieldValues = Record<string, CustomFieldValue>;

/**
 * One value checked against its field's type; answers the stored text or an error message key. Used by
 * the server before saving and by the forms before sending.
 */
export function normalizeCustomFieldValue(
  field: Pick<CustomFieldRow, 'type' | 'options' | 'required'>,
  raw: CustomFieldValue | undefined,
): { value: string | null } | { error: string } {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (blank) return field.required ? { error: 'validation.required' } : { value: null };
  switch (field.type) {
    case 'text': {
      const text = String(raw).trim();
      return text.length > 2000 ? { error: 'validation.too_long' } : { value: text };
    }
    case 'number': {
      const text = String(raw).trim().replace(',', '.');
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(text) ? { value: text } : { error: 'validation.invalid_value' };
    }
    case 'date':
      return isoDate.safeParse(String(raw).trim()).success
        ? { value: String(raw).trim() }
        : { error: 'validation.invalid_format' };
    case 'select':
      return field.options.includes(String(raw))
        ? { value: String(raw) }
        : { error: 'validation.invalid_value' };
    case 'boolean':
      if (raw === true || raw === 'true') return { value: 'true' };
      if (raw === false || raw === 'false')
        return field.required ? { error: 'validation.required' } : { value: 'false' };
      return { error: 'validation.invalid_value' };
  }
}

// ---------------------------------------------------------------- SMS

/** Georgian mobile numbers as stored (+995…) or any international number. */
export const smsRecipient = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{9,15}$/, 'customers.phone_invalid');

/** POST /api/sms. Recipients are phone numbers; with `sale_id` and no recipients, the sale's buyers. */
export const sendSmsBody = z
  .object({
    message: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(1000, 'validation.too_long'),
    recipients: z.array(smsRecipient).max(500).default([]),
    sale_id: optionalId,
  })
  .refine((b) => b.recipients.length > 0 || b.sale_id !== undefined, {
    path: ['recipients'],
    message: 'validation.non_empty_list',
  });
export type SendSmsBody = z.input<typeof sendSmsBody>;

export const smsResult = z.object({
  success: z.boolean(),
  sent: z.number(),
  failed: z.number(),
  messages: z.array(
    z.object({
      id: z.number(),
      phone: z.string(),
      status: z.enum(['sent', 'failed']),
      error_message: z.string().nullable(),
    }),
  ),
});
export type SmsResult = z.infer<typeof smsResult>;

/** GET /api/sms: one logged SMS, newest first. */
export const smsRow = z.object({
  id: z.number(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(['sent', 'failed']),
  channel: z.enum(['provider', 'outbox']),
  provider_message_id: z.string().nullable(),
  error_message: z.string().nullable(),
  sale_id: z.number().nullable(),
  contract_no: z.string().nullable(),
  sent_by: z.number().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type SmsRow = z.infer<typeof smsRow>;
