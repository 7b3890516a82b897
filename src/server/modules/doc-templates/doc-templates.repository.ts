import { and, asc, eq } from 'drizzle-orm';
import type { DocTemplateType } from '@shared/templates/contracts';
import type { Db } from '../../db/client';
import { auditLogs, docTemplates } from '../../db/schema';

export type DocTemplateRecord = typeof docTemplates.$inferSelect;
export type DocTemplateValues = Pick<
  typeof docTemplates.$inferInsert,
  'name' | 'type' | 'language' | 'subject' | 'body'
>;

/** The audit entity an editor image's upload is recorded under; the image route serves only those. */
export const EDITOR_IMAGE_ENTITY = 'doc_template_image';

export function listTemplates(db: Db, type?: DocTemplateType) {
  return db
    .select()
    .from(docTemplates)
    .where(type ? eq(docTemplates.type, type) : undefined)
    .orderBy(asc(docTemplates.type), asc(docTemplates.name), asc(docTemplates.id));
}

export async function findTemplate(db: Db, id: number, lock = false): Promise<DocTemplateRecord | undefined> {
  const query = db.select().from(docTemplates).where(eq(docTemplates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTemplate(
  db: Db,
  values: DocTemplateValues & { created_by: number | null },
): Promise<DocTemplateRecord> {
  const [row] = await db.insert(docTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: DocTemplateValues,
): Promise<DocTemplateRecord> {
  const [row] = await db
    .update(docTemplates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(docTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.delete(docTemplates).where(eq(docTemplates.id, id));
}

export async function isEditorImage(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity_type, EDITOR_IMAGE_ENTITY),
        eq(auditLogs.entity_id, fileId),
        eq(auditLogs.action, 'create'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
