import type { Locale } from '@shared/i18n/locales';
import { translate, type MessageKey } from '@shared/i18n/messages';
import type { ContractLanguage } from '@shared/sales/contracts';
import type { docTemplateBody } from '@shared/templates/contracts';
import {
  DOC_TEMPLATE_TYPE_TITLES,
  DOC_TEMPLATE_TYPES,
  type DocTemplateRow,
  type DocTemplateType,
  type RenderedDocTemplate,
} from '@shared/templates/contracts';
import { knownPlaceholderNames } from '@shared/templates/placeholders';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { todayOf } from '../../platform/clock';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import { buildSaleTemplateData, type TemplateData } from '../contracts/contract-data.service';
import { customFieldKeys } from '../custom-fields/custom-fields.service';
import { requireSale } from '../sales/sales.service';
import * as repo from './doc-templates.repository';
import { checkSyntax, placeholdersOf, renderBody, renderText, TemplateSyntaxError } from './template-engine';
import { IMAGE_ROUTE, sanitizeTemplateHtml } from './template-html';

type SaveBody = z.output<typeof docTemplateBody>;

export function present(r: repo.DocTemplateRecord): DocTemplateRow {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    language: r.language,
    subject: r.subject,
    body: r.body,
    // Computed from the text rather than stored: it can never disagree with what the template says.
    placeholders: placeholdersOf(`${r.subject ?? ''}\n${r.body}`),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function listTemplates(db: Db, type?: DocTemplateType): Promise<DocTemplateRow[]> {
  return (await repo.listTemplates(db, type)).map(present);
}

export async function getTemplate(db: Db, id: number): Promise<DocTemplateRow> {
  const row = await repo.findTemplate(db, id);
  if (!row) throw notFound();
  return present(row);
}

export const types = (locale: Locale) =>
  DOC_TEMPLATE_TYPES.map((value) => ({ value, title: DOC_TEMPLATE_TYPE_TITLES[value][locale] }));

/** The answer's columns: `fields` picks some (the id always comes along); an unknown name is a 422. */
export function pickFields(row: DocTemplateRow, fields: string | undefined): Partial<DocTemplateRow> {
  if (!fields) return row;
  const names = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (names.some((n) => !(n in row))) throw new ValidationFailed({ fields: ['validation.invalid_value'] });
  return Object.fromEntries(['id', ...names].map((n) => [n, row[n as keyof DocTemplateRow]]));
}

/** Loops that do not pair up, then names neither the catalogue nor a custom field knows, like Word templates. */
async function checkPlaceholders(db: Db, values: repo.DocTemplateValues): Promise<void> {
  const texts = { subject: values.subject ?? '', body: values.body };
  for (const [field, text] of Object.entries(texts)) {
    try {
      checkSyntax(text);
    } catch (error) {
      if (!(error instanceof TemplateSyntaxError)) throw error;
      throw new HttpError(422, 'templates.syntax_error', {
        success: false,
        details: error.message,
        errors: { [field]: ['templates.syntax_error'] },
      });
    }
  }
  const known = knownPlaceholderNames(await customFieldKeys(db));
  const errors: Record<string, MessageKey[]> = {};
  const unknown = new Set<string>();
  for (const [field, text] of Object.entries(texts)) {
    const names = placeholdersOf(text).filter((n) => !known.has(n));
    names.forEach((n) => unknown.add(n));
    if (names.length) errors[field] = ['templates.unknown_placeholders'];
  }
  if (unknown.size)
    throw new HttpError(422, 'templates.unknown_placeholders', {
      success: false,
      names: [...unknown].join(', '),
      unknown_placeholders: [...unknown],
      errors,
    });
}

const snapshot = ({ id: _i, created_at: _c, updated_at: _u, ...rest }: repo.DocTemplateRecord) => rest;

/** Creates the template, or updates it when the body carries an id; the HTML is kept only sanitized. */
export async function saveTemplate(deps: AppDeps, body: SaveBody, audit: AuditContext): Promise<number> {
  const values: repo.DocTemplateValues = {
    name: body.name,
    type: body.type,
    language: body.language,
    subject: body.subject ?? null,
    body: sanitizeTemplateHtml(body.body, deps.config.storageBaseUrl),
  };
  await checkPlaceholders(deps.db, values);
  return deps.db.transaction(async (tx) => {
    if (body.id === undefined) {
      const created = await repo.insertTemplate(tx, { ...values, created_by: audit.userId });
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'doc_template',
        entityId: created.id,
        after: snapshot(created),
      });
      return created.id;
    }
    const before = await repo.findTemplate(tx, body.id, true);
    if (!before) throw notFound();
    const after = await repo.updateTemplate(tx, body.id, values);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'doc_template',
      entityId: body.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return body.id;
  });
}

export async function deleteTemplate(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findTemplate(tx, id, true);
    if (!before) throw notFound();
    await repo.deleteTemplate(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'doc_template',
      entityId: id,
      before: snapshot(before),
    });
  });
}

const CONTRACT_LANGUAGE: Record<DocTemplateRow['language'], ContractLanguage> = {
  ka: 'ge',
  en: 'en',
  ru: 'ru',
};

/**
 * A template's subject and body filled with the data: the body as sanitized HTML and as plain text (what
 * an SMS carries). Messages to buyers fill their templates, and their built-in texts, through here.
 */
export function fillTemplate(
  template: { subject: string | null; body: string },
  data: TemplateData,
  baseUrl: string,
): RenderedDocTemplate {
  const { html, text } = renderBody(template.body, data);
  return {
    subject: template.subject === null ? null : renderText(template.subject, data),
    // Sanitized again: a value placed in an attribute (a link's address) must not smuggle in a script URL.
    html: sanitizeTemplateHtml(html, baseUrl),
    text,
  };
}

/** The template filled for a sale the user may see (404 otherwise), in the template's language. */
export async function renderForSale(
  deps: AppDeps,
  user: AuthUser,
  template: DocTemplateRow,
  saleId: number,
): Promise<RenderedDocTemplate> {
  await requireSale(deps, user, saleId);
  const data = await buildSaleTemplateData(
    deps.db,
    saleId,
    CONTRACT_LANGUAGE[template.language],
    todayOf(deps),
  );
  return fillTemplate(template, data, deps.config.storageBaseUrl);
}

// ---------------------------------------------------------------- editor images

/**
 * Stores an editor image and answers its durable URL. The upload is recorded in the audit log, which is
 * also what lets the public image route serve it (and nothing else from the file storage).
 */
export async function saveImage(
  deps: AppDeps,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<string> {
  if (!upload) throw new ValidationFailed({ file: ['templates.image_missing'] });
  const id = await deps.db.transaction(async (tx) => {
    const fileId = await deps.storage.save(tx, upload, IMAGE_TYPES, audit.userId);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: repo.EDITOR_IMAGE_ENTITY,
      entityId: fileId,
      after: { file_name: upload.filename, size_bytes: upload.data.length },
    });
    return fileId;
  });
  return `${deps.config.storageBaseUrl}${IMAGE_ROUTE}/${id}`;
}

/** The editor reads `{error: {message}}`: the storage's reason, the type refusal naming the allowed types. */
export function imageErrorMessage(error: ValidationFailed, locale: Locale): string {
  const key = Object.values(error.fieldErrors)[0]?.[0];
  return translate(key === 'validation.file_type' || !key ? 'templates.image_upload_failed' : key, locale);
}

export async function readImage(deps: AppDeps, fileId: string) {
  if (!(await repo.isEditorImage(deps.db, fileId))) throw notFound();
  const file = await deps.storage.read(deps.db, fileId);
  if (!file) throw notFound();
  return file;
}
