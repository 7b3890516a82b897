import path from 'node:path';
import type { z } from 'zod';
import type { MessageKey } from '@shared/i18n/messages';
import type { ContractLanguage, ContractType } from '@shared/sales/contracts';
import {
  MAX_TEMPLATE_BYTES,
  type WordTemplateForm,
  type WordTemplateRow,
  type wordTemplateQuery,
} from '@shared/templates/contracts';
import { knownPlaceholderNames } from '@shared/templates/placeholders';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { DocxTemplateError, templatePlaceholders } from './docx.service';
import * as repo from './word-templates.repository';

/**
 * Word contract templates: the .docx lives in its row; every save reads the file's placeholders and
 * refuses a file that is not a Word document, is damaged, is written wrongly or uses a name the
 * catalogue (or the custom fields) does not know. A refusal answers 422 with `success: false`.
 */

/** A 422 in the shape of the template save answer: success false, the message and the field's errors. */
function refuse(key: MessageKey, extra: Record<string, unknown> = {}, field = 'file'): HttpError {
  return new HttpError(422, key, { success: false, errors: { [field]: [key] }, ...extra });
}

/** A form error (a missing name, a bad type) in the same shape as the file's refusals. */
export function asSaveFailure(error: unknown): unknown {
  if (!(error instanceof ValidationFailed)) return error;
  return new HttpError(422, error.messageKey, { success: false, errors: error.fieldErrors });
}

/**
 * The sorted placeholder names of a template file, checked against the known ones; throws the
 * save answer's 422 otherwise. The seed computes its templates' names with it too.
 */
export function checkTemplateFile(content: Buffer, customFieldKeys: readonly string[]): string[] {
  if (content.length > MAX_TEMPLATE_BYTES) throw refuse('validation.file_too_large');
  let names: string[];
  try {
    names = templatePlaceholders(content);
  } catch (error) {
    if (!(error instanceof DocxTemplateError)) throw error;
    const { problem } = error;
    if (problem.reason === 'syntax_error')
      throw refuse('templates.syntax_error', { details: problem.details });
    throw refuse(`templates.${problem.reason}`);
  }
  const known = knownPlaceholderNames(customFieldKeys);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length)
    throw refuse('templates.unknown_placeholders', {
      names: unknown.join(', '),
      unknown_placeholders: unknown,
    });
  return names;
}

function present(r: repo.WordTemplateListRecord): WordTemplateRow {
  return {
    ...r,
    contract_type: r.contract_type,
    language: r.language,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function listTemplates(
  deps: AppDeps,
  filters: z.output<typeof wordTemplateQuery>,
): Promise<WordTemplateRow[]> {
  return (await repo.listTemplates(deps.db, filters)).map(present);
}

/** The active templates of a contract type and language for a complex (its own and the general ones). */
export async function templatesFor(
  db: Db,
  kind: { contract_type: ContractType; language: ContractLanguage; building_id: number },
): Promise<WordTemplateRow[]> {
  return (await repo.listTemplates(db, { ...kind, active: true, orAnyBuilding: true })).map(present);
}

export async function templateFile(db: Db, id: number): Promise<repo.WordTemplateRecord> {
  const found = await repo.findTemplate(db, id);
  if (!found) throw notFound();
  return found;
}

const snapshot = (t: repo.WordTemplateRecord) => ({
  name: t.name,
  contract_type: t.contract_type,
  language: t.language,
  building_id: t.building_id,
  file_name: t.file_name,
  size_bytes: t.size_bytes,
  placeholders: t.placeholders,
  active: t.active,
});

async function fileValues(tx: Db, upload: Upload) {
  const placeholders = checkTemplateFile(upload.data, await repo.customFieldKeys(tx));
  return {
    file_name: upload.filename.slice(0, 255),
    content: upload.data,
    size_bytes: upload.data.length,
    placeholders,
  };
}

async function checkBuilding(tx: Db, form: WordTemplateForm) {
  if (form.building_id !== undefined && !(await repo.buildingExists(tx, form.building_id)))
    throw refuse('validation.invalid_value', {}, 'building_id');
}

const formValues = (form: WordTemplateForm) => ({
  name: form.name,
  contract_type: form.contract_type,
  language: form.language,
  building_id: form.building_id ?? null,
  ...(form.active === undefined ? {} : { active: form.active }),
});

export async function createTemplate(
  deps: AppDeps,
  form: WordTemplateForm,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<number> {
  if (!upload) throw refuse('templates.file_required');
  return deps.db.transaction(async (tx) => {
    await checkBuilding(tx, form);
    const created = await repo.insertTemplate(tx, {
      ...formValues(form),
      ...(await fileValues(tx, upload)),
      created_by: audit.userId,
    });
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'word_template',
      entityId: created.id,
      after: snapshot(created),
    });
    return created.id;
  });
}

/** New details and, when a file comes with them, the new file. */
export async function updateTemplate(
  deps: AppDeps,
  id: number,
  form: WordTemplateForm,
  upload: Upload | undefined,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findTemplate(tx, id);
    if (!before) throw notFound();
    await checkBuilding(tx, form);
    const after = await repo.updateTemplate(tx, id, {
      ...formValues(form),
      ...(upload ? await fileValues(tx, upload) : {}),
    });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'word_template',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
}

export async function deleteTemplate(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await repo.deleteTemplate(tx, id);
    if (!removed) throw notFound();
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'word_template',
      entityId: id,
      before: snapshot(removed),
    });
  });
}

/** `attachment` with an ASCII fallback name and the real one for browsers that read filename*. */
export function attachmentHeader(fileName: string): string {
  const ext = path.extname(fileName).replace(/[^A-Za-z0-9.]/g, '');
  const stem = path.basename(fileName, path.extname(fileName));
  const fallback = `${stem.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'document'}${ext}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
