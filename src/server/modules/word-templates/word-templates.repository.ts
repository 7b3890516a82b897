import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContractLanguage, ContractType } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { buildings, customFields, users, wordTemplates } from '../../db/schema';

export type WordTemplateRecord = typeof wordTemplates.$inferSelect;
type WordTemplateValues = typeof wordTemplates.$inferInsert;

interface TemplateFilters {
  contract_type?: ContractType | undefined;
  language?: ContractLanguage | undefined;
  building_id?: number | undefined;
  active?: boolean | undefined;
  /** Templates for every complex count too (a sale's complex). */
  orAnyBuilding?: boolean;
}

/** Everything but the file's bytes, with the complex's and the author's names. */
const listColumns = {
  id: wordTemplates.id,
  name: wordTemplates.name,
  contract_type: wordTemplates.contract_type,
  language: wordTemplates.language,
  building_id: wordTemplates.building_id,
  building_name: buildings.name,
  file_name: wordTemplates.file_name,
  size_bytes: wordTemplates.size_bytes,
  placeholders: wordTemplates.placeholders,
  active: wordTemplates.active,
  created_by_name: sql<
    string | null
  >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
  created_at: wordTemplates.created_at,
  updated_at: wordTemplates.updated_at,
};
export type WordTemplateListRecord = Awaited<ReturnType<typeof listTemplates>>[number];

function where(f: TemplateFilters): SQL | undefined {
  const building =
    f.building_id === undefined
      ? undefined
      : f.orAnyBuilding
        ? or(isNull(wordTemplates.building_id), eq(wordTemplates.building_id, f.building_id))
        : eq(wordTemplates.building_id, f.building_id);
  return and(
    f.contract_type ? eq(wordTemplates.contract_type, f.contract_type) : undefined,
    f.language ? eq(wordTemplates.language, f.language) : undefined,
    f.active === undefined ? undefined : eq(wordTemplates.active, f.active),
    building,
  );
}

export function listTemplates(db: Db, filters: TemplateFilters, id?: number) {
  return db
    .select(listColumns)
    .from(wordTemplates)
    .leftJoin(buildings, eq(buildings.id, wordTemplates.building_id))
    .leftJoin(users, eq(users.id, wordTemplates.created_by))
    .where(and(where(filters), id === undefined ? undefined : eq(wordTemplates.id, id)))
    .orderBy(asc(wordTemplates.contract_type), asc(wordTemplates.language), asc(wordTemplates.name));
}

export async function findTemplate(db: Db, id: number): Promise<WordTemplateRecord | undefined> {
  const [row] = await db.select().from(wordTemplates).where(eq(wordTemplates.id, id));
  return row;
}

export async function insertTemplate(db: Db, values: WordTemplateValues): Promise<WordTemplateRecord> {
  const [row] = await db.insert(wordTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(db: Db, id: number, values: Partial<WordTemplateValues>) {
  const [row] = await db
    .update(wordTemplates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(wordTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteTemplate(db: Db, id: number): Promise<WordTemplateRecord | undefined> {
  const [row] = await db.delete(wordTemplates).where(eq(wordTemplates.id, id)).returning();
  return row;
}

export async function buildingExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id));
  return row !== undefined;
}

export async function customFieldKeys(db: Db): Promise<string[]> {
  return (await db.select({ key: customFields.key }).from(customFields)).map((r) => r.key);
}
