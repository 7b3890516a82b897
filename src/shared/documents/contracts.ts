import { z } from 'zod';
import { pathId } from '../errors';
import type { Locale } from '../i18n/locales';
import { pageQuery, paginated } from '../pagination';
import { formBoolean, isoDate, optionalText } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Files attached to a record (an agent, a barter deal, later a sale): the type reference list, the row
 * every list answers with, and the multipart bodies of addFile / updateFile.
 */
export const DOCUMENT_TYPES = [
  'contract',
  'id_copy',
  'power_of_attorney',
  'bank_statement',
  'receipt',
  'valuation',
  'photo',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_TITLES: Record<DocumentType, Record<Locale, string>> = {
  contract: { ka: 'ხელშეკრულება', en: 'Contract', ru: 'Договор' },
  id_copy: { ka: 'პირადობის ასლი', en: 'ID copy', ru: 'Копия удостоверения личности' },
  power_of_attorney: { ka: 'მინდობილობა', en: 'Power of attorney', ru: 'Доверенность' },
  bank_statement: { ka: 'საბანკო ამონაწერი', en: 'Bank statement', ru: 'Банковская выписка' },
  receipt: { ka: 'ქვითარი', en: 'Receipt', ru: 'Квитанция' },
  valuation: { ka: 'შეფასების დასკვნა', en: 'Valuation report', ru: 'Отчёт об оценке' },
  photo: { ka: 'ფოტო', en: 'Photo', ru: 'Фото' },
  other: { ka: 'სხვა', en: 'Other', ru: 'Другое' },
};

export const OWNER_TYPES = ['agent', 'barter', 'sale'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** What the storage accepts for a document, read from the content: PDF, images, .docx and .xlsx. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** The file picker's hint; the server decides from the content. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,.docx,.xlsx';

export const documentType = z.enum(DOCUMENT_TYPES, { error: 'validation.invalid_value' });

export const documentTypeItem = z.object({
  value: documentType,
  title: z.string(),
  title_ka: z.string(),
  title_en: z.string(),
  title_ru: z.string(),
});
export type DocumentTypeItem = z.infer<typeof documentTypeItem>;

export const documentRow = z.object({
  id: z.number(),
  owner_type: z.string(),
  owner_id: z.number(),
  owner_label: z.string(),
  document_type: z.string(),
  title: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  active: z.boolean(),
  uploaded_by: z.number().nullable(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Short-lived signed link (15 minutes); ask the list again for a fresh one. */
  url: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof documentRow>;
export const documentList = paginated(documentRow);
export const documentRows = z.array(documentRow);

const optionalId = recordId.optional();

/** GET /api/documents */
export const documentListQuery = pageQuery.extend({
  owner_type: z.enum(OWNER_TYPES, { error: 'validation.invalid_value' }).optional(),
  owner_id: optionalId,
  document_type: documentType.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

/** POST /api/{agents|barter}/{ownerId}/addFile (multipart: file, document_type, title). */
export const addFileBody = z.object({
  document_type: documentType.optional().default('other'),
  title: optionalText(255),
});
export type AddFileBody = z.input<typeof addFileBody>;

/** POST /api/{agents|barter}/{ownerId}/updateFile (multipart, _method=PUT): a new file and/or new details. */
export const updateFileBody = z.object({
  document_id: z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .positive('validation.invalid_value')
    .max(MAX_RECORD_ID, 'validation.invalid_value'),
  document_type: documentType.optional(),
  title: z.string().trim().max(255, 'validation.too_long').optional(),
  active: formBoolean.optional(),
});
export type UpdateFileBody = z.input<typeof updateFileBody>;

export const ownerParams = z.object({
  ownerId: pathId,
});
export const ownerFileParams = ownerParams.extend({
  documentId: pathId,
});
