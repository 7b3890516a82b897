import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomFieldGroup } from '@shared/templates/contracts';
import type { Db } from '../../db/client';
import { customFields, customFieldValues, docTemplates, wordTemplates } from '../../db/schema';

export type FieldRecord = typeof customFields.$inferSelect;
type FieldValues = Omit<typeof customFields.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const valuesCount = sql<number>`(select count(*)::int from ${customFieldValues} where ${customFieldValues.field_id} = ${customFields.id})`;

export function listFields(db: Db, group?: CustomFieldGroup) {
  return db
    .select({ field: customFields, values_count: valuesCount })
    .from(customFields)
    .where(group ? eq(customFields.group, group) : undefined)
    .orderBy(asc(customFields.group), asc(customFields.sort_order), asc(customFields.id));
}

export async function findField(db: Db, id: number, lock = false): Promise<FieldRecord | undefined> {
  const query = db.select().from(customFields).where(eq(customFields.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function keyHolder(db: Db, key: string): Promise<FieldRecord | undefined> {
  const [row] = await db.select().from(customFields).where(eq(customFields.key, key));
  return row;
}

export async function allKeys(db: Db): Promise<string[]> {
  return (await db.select({ key: customFields.key }).from(customFields)).map((r) => r.key);
}

export async function insertField(db: Db, values: FieldValues): Promise<FieldRecord> {
  const [row] = await db.insert(customFields).values(values).returning();
  return row!;
}

export async function updateField(db: Db, id: number, values: FieldValues): Promise<FieldRecord> {
  const [row] = await db
    .update(customFields)
    .set({ ...values, updated_at: new Date() })
    .where(eq(customFields.id, id))
    .returning();
  return row!;
}

export async function deleteField(db: Db, id: number): Promise<void> {
  await db.delete(customFields).where(eq(customFields.id, id));
}

/**
 * Names of the templates that use a key: Word templates by the placeholders read at upload, document
 * templates by their text (`{key}`, `{#key}` or `{/key}`, the syntax of the document template engine).
 * Keys are [a-z0-9_], so the key is safe inside the pattern.
 */
export async function templatesUsing(db: Db, key: string): Promise<string[]> {
  const pattern = `\\{\\s*[#/]?\\s*${key}\\s*\\}`;
  const [words, docs] = await Promise.all([
    db
      .select({ name: wordTemplates.name })
      .from(wordTemplates)
      .where(sql`${wordTemplates.placeholders} @> ${JSON.stringify([key])}::jsonb`),
    db
      .select({ name: docTemplates.name })
      .from(docTemplates)
      .where(sql`(${docTemplates.body} ~ ${pattern} or coalesce(${docTemplates.subject}, '') ~ ${pattern})`),
  ]);
  return [...words, ...docs].map((r) => r.name);
}

export function storedValuesOf(db: Db, fieldId: number) {
  return db
    .select({ record_id: customFieldValues.record_id, value: customFieldValues.value })
    .from(customFieldValues)
    .where(eq(customFieldValues.field_id, fieldId));
}

export function valuesOfRecord(db: Db, fieldIds: number[], recordId: number) {
  if (!fieldIds.length) return Promise.resolve([]);
  return db
    .select({ field_id: customFieldValues.field_id, value: customFieldValues.value })
    .from(customFieldValues)
    .where(and(inArray(customFieldValues.field_id, fieldIds), eq(customFieldValues.record_id, recordId)));
}

export async function setValue(db: Db, fieldId: number, recordId: number, value: string): Promise<void> {
  await db
    .insert(customFieldValues)
    .values({ field_id: fieldId, record_id: recordId, value })
    .onConflictDoUpdate({
      target: [customFieldValues.field_id, customFieldValues.record_id],
      set: { value, updated_at: new Date() },
    });
}

export async function clearValue(db: Db, fieldId: number, recordId: number): Promise<void> {
  await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.field_id, fieldId), eq(customFieldValues.record_id, recordId)));
}

/** Drops a record's values: they have no foreign key, one table serving four kinds of record. */
export async function deleteValuesOfRecord(db: Db, group: CustomFieldGroup, recordId: number): Promise<void> {
  const fieldsOfGroup = db
    .select({ id: customFields.id })
    .from(customFields)
    .where(eq(customFields.group, group));
  await db
    .delete(customFieldValues)
    .where(
      and(eq(customFieldValues.record_id, recordId), inArray(customFieldValues.field_id, fieldsOfGroup)),
    );
}
