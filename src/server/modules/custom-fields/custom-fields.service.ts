import type { MessageKey } from '@shared/i18n/messages';
import { RESERVED_PLACEHOLDER_NAMES } from '@shared/templates/placeholders';
import {
  normalizeCustomFieldValue,
  type CustomFieldBody,
  type CustomFieldPlaceholder,
  type CustomFieldGroup,
  type CustomFieldRow,
  type CustomFieldValues,
} from '@shared/templates/contracts';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import * as repo from './custom-fields.repository';

function present(field: repo.FieldRecord, valuesCount: number): CustomFieldRow {
  return {
    id: field.id,
    key: field.key,
    group: field.group,
    type: field.type,
    label_ka: field.label_ka,
    label_en: field.label_en,
    label_ru: field.label_ru,
    options: field.options,
    required: field.required,
    sort_order: field.sort_order,
    values_count: valuesCount,
  };
}

export async function listFields(db: Db, group?: CustomFieldGroup): Promise<CustomFieldRow[]> {
  return (await repo.listFields(db, group)).map((r) => present(r.field, r.values_count));
}

export async function getField(db: Db, id: number): Promise<CustomFieldRow> {
  const row = (await repo.listFields(db)).find((r) => r.field.id === id);
  if (!row) throw notFound();
  return present(row.field, row.values_count);
}

/** Every custom field's key: the names templates may use besides the catalogue. */
export const customFieldKeys = (db: Db): Promise<string[]> => repo.allKeys(db);

export async function placeholderEntries(db: Db): Promise<CustomFieldPlaceholder[]> {
  return (await repo.listFields(db)).map(({ field }) => ({
    key: field.key,
    group: field.group,
    type: field.type,
    label_ka: field.label_ka,
    label_en: field.label_en,
    label_ru: field.label_ru,
  }));
}

const keyTaken = () => new ValidationFailed({ key: ['templates.custom_field_key_taken'] });
const snapshot = ({ id: _i, created_at: _c, updated_at: _u, ...rest }: repo.FieldRecord) => rest;

/** A key is free when no built-in placeholder, loop or other field answers to it. */
async function checkKey(db: Db, key: string, exceptId?: number): Promise<void> {
  if (RESERVED_PLACEHOLDER_NAMES.has(key)) throw keyTaken();
  const holder = await repo.keyHolder(db, key);
  if (holder && holder.id !== exceptId) throw keyTaken();
}

/** The unique index decides a race between two saves of the same key: the loser gets the same 422. */
async function guardKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
      if (code === '23505' && (constraint ?? message ?? '').includes('custom_fields_key_idx'))
        throw keyTaken();
    }
    throw error;
  }
}

const inUse = (names: string[], field?: string) =>
  new HttpError(422, 'templates.field_in_use_by_templates', {
    names: names.join(', '),
    ...(field ? { errors: { [field]: ['templates.field_in_use_by_templates'] } } : {}),
  });

export async function createField(
  deps: AppDeps,
  body: CustomFieldBody,
  audit: AuditContext,
): Promise<number> {
  await checkKey(deps.db, body.key);
  return guardKey(() =>
    deps.db.transaction(async (tx) => {
      const created = await repo.insertField(tx, body);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'custom_field',
        entityId: created.id,
        after: snapshot(created),
      });
      return created.id;
    }),
  );
}

/**
 * Stored values are never left invalid: a change of type or options that some stored value would not
 * fit is refused (with how many records hold such values), and so is a change of group once values exist
 * (they belong to records of the old kind). The user changes those values first; nothing is cleared
 * silently. A key templates use cannot change either: their placeholders would stop resolving.
 */
async function checkChange(db: Db, before: repo.FieldRecord, body: CustomFieldBody): Promise<void> {
  if (body.key !== before.key) {
    const names = await repo.templatesUsing(db, before.key);
    if (names.length) throw inUse(names, 'key');
  }
  const stored = await repo.storedValuesOf(db, before.id);
  if (!stored.length) return;
  const count = String(stored.length);
  if (body.group !== before.group)
    throw new HttpError(422, 'errors.validation', {
      count,
      errors: { group: ['templates.field_group_has_values'] },
    });
  const misfits = stored.filter(({ value }) => {
    const checked = normalizeCustomFieldValue({ ...body, required: false }, value);
    return !('value' in checked) || checked.value !== value;
  });
  if (misfits.length)
    throw new HttpError(422, 'errors.validation', {
      count: String(misfits.length),
      errors: { [body.type === before.type ? 'options' : 'type']: ['templates.field_values_misfit'] },
    });
}

export async function updateField(
  deps: AppDeps,
  id: number,
  body: CustomFieldBody,
  audit: AuditContext,
): Promise<void> {
  const current = await repo.findField(deps.db, id);
  if (!current) throw notFound();
  await checkKey(deps.db, body.key, id);
  await guardKey(() =>
    deps.db.transaction(async (tx) => {
      const before = await repo.findField(tx, id, true);
      if (!before) throw notFound();
      await checkChange(tx, before, body);
      const after = await repo.updateField(tx, id, body);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'custom_field',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }),
  );
}

/** Refused while a template uses the key (named in the answer); the values go with the field. */
export async function deleteField(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findField(tx, id, true);
    if (!before) throw notFound();
    const names = await repo.templatesUsing(tx, before.key);
    if (names.length) throw inUse(names);
    await repo.deleteField(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'custom_field',
      entityId: id,
      before: snapshot(before),
    });
  });
}

// ---------------------------------------------------------------- values of one record

/** A stored value as the forms read it: numbers stay decimal strings, booleans become booleans. */
function typed(field: repo.FieldRecord, value: string | undefined): CustomFieldValues[string] {
  if (value === undefined) return null;
  return field.type === 'boolean' ? value === 'true' : value;
}

/** The group's fields with the record's values, by key (null when unset). */
export async function valuesOf(
  db: Db,
  group: CustomFieldGroup,
  recordId: number,
): Promise<CustomFieldValues> {
  const fields = (await repo.listFields(db, group)).map((r) => r.field);
  const stored = new Map(
    (
      await repo.valuesOfRecord(
        db,
        fields.map((f) => f.id),
        recordId,
      )
    ).map((v) => [v.field_id, v.value]),
  );
  return Object.fromEntries(fields.map((f) => [f.key, typed(f, stored.get(f.id))]));
}

/**
 * Saves the given values of one record in one transaction. A key left out keeps its stored value; a
 * required field must end up filled. Every error is keyed `values.<key>`.
 */
export async function saveValues(
  deps: AppDeps,
  group: CustomFieldGroup,
  recordId: number,
  values: CustomFieldValues,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const fields = (await repo.listFields(tx, group)).map((r) => r.field);
    const byKey = new Map(fields.map((f) => [f.key, f]));
    const before = await valuesOf(tx, group, recordId);
    const errors: Record<string, MessageKey[]> = {};
    const changes: { field: repo.FieldRecord; value: string | null }[] = [];
    for (const [key, raw] of Object.entries(values)) {
      const field = byKey.get(key);
      if (!field) {
        errors[`values.${key}`] = ['templates.unknown_custom_field'];
        continue;
      }
      const checked = normalizeCustomFieldValue(field, raw);
      if ('error' in checked) errors[`values.${key}`] = [checked.error as MessageKey];
      else changes.push({ field, value: checked.value });
    }
    for (const field of fields) {
      if (field.required && !(field.key in values) && before[field.key] === null)
        errors[`values.${field.key}`] = ['validation.required'];
    }
    if (Object.keys(errors).length) throw new ValidationFailed(errors);
    for (const { field, value } of changes) {
      if (value === null) await repo.clearValue(tx, field.id, recordId);
      else await repo.setValue(tx, field.id, recordId, value);
    }
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'custom_field_values',
      entityId: `${group}:${recordId}`,
      before,
      after: await valuesOf(tx, group, recordId),
    });
  });
}

/**
 * Drops a deleted record's custom field values. Called in the delete's transaction by the customers,
 * properties and buildings services.
 */
export const removeCustomFieldValues = (db: Db, group: CustomFieldGroup, recordId: number): Promise<void> =>
  repo.deleteValuesOfRecord(db, group, recordId);
