import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AgentType } from '@shared/agents/contracts';
import type { Db } from '../../db/client';
import { agents, banks, documents, sales } from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';

export type AgentRecord = typeof agents.$inferSelect;
export type AgentValues = typeof agents.$inferInsert;

export interface AgentFilters {
  search?: string | undefined;
  type?: AgentType | undefined;
  active?: 'true' | 'false' | undefined;
  id?: number | undefined;
}

const columns = {
  agent: agents,
  bank_name: banks.title,
  documents_count: sql<number>`(select count(*)::int from ${documents} where ${documents.owner_type} = 'agent' and ${documents.owner_id} = ${agents.id})`,
};
export type AgentListRecord = { agent: AgentRecord; bank_name: string | null; documents_count: number };

function where(f: AgentFilters): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    f.id === undefined ? undefined : eq(agents.id, f.id),
    f.type ? eq(agents.type, f.type) : undefined,
    f.active ? eq(agents.active, f.active === 'true') : undefined,
    like
      ? sql`(${agents.name} ilike ${like} or ${agents.name_en} ilike ${like} or ${agents.name_ru} ilike ${like} or coalesce(${agents.personal_id}, '') ilike ${like} or coalesce(${agents.company_id}, '') ilike ${like} or coalesce(${agents.phone}, '') ilike ${like} or coalesce(${agents.email}, '') ilike ${like})`
      : undefined,
  );
}

export async function countAgents(db: Db, f: AgentFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .where(where(f));
  return row?.n ?? 0;
}

export function listAgents(db: Db, f: AgentFilters, window?: PageWindow): Promise<AgentListRecord[]> {
  const query = db
    .select(columns)
    .from(agents)
    .leftJoin(banks, eq(banks.id, agents.bank_id))
    .where(where(f))
    .orderBy(desc(agents.created_at), desc(agents.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function findAgent(db: Db, id: number, lock = false): Promise<AgentRecord | undefined> {
  const query = db.select().from(agents).where(eq(agents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBank(db: Db, id: number) {
  const [row] = await db.select().from(banks).where(eq(banks.id, id));
  return row;
}

export const allBanks = (db: Db) => db.select().from(banks);

/** Agents already holding one of these codes (other than `exceptId`). */
export function holdersOf(db: Db, personalIds: string[], companyIds: string[], exceptId?: number) {
  const byCode = or(
    personalIds.length ? inArray(agents.personal_id, personalIds) : undefined,
    companyIds.length ? inArray(agents.company_id, companyIds) : undefined,
  );
  if (!byCode) return Promise.resolve([]);
  return db
    .select({ id: agents.id, personal_id: agents.personal_id, company_id: agents.company_id })
    .from(agents)
    .where(and(byCode, exceptId === undefined ? undefined : sql`${agents.id} <> ${exceptId}`));
}

export async function insertAgents(db: Db, values: AgentValues[]): Promise<AgentRecord[]> {
  return values.length ? db.insert(agents).values(values).returning() : [];
}

export async function updateAgent(db: Db, id: number, values: Partial<AgentValues>): Promise<AgentRecord> {
  const [row] = await db
    .update(agents)
    .set({ ...values, updated_at: new Date() })
    .where(eq(agents.id, id))
    .returning();
  return row!;
}

export async function deleteAgent(db: Db, id: number): Promise<void> {
  await db.delete(agents).where(eq(agents.id, id));
}

/** How many sales (live or trashed) name the agent: such an agent stays, deactivated, for their history. */
export async function salesOfAgent(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(eq(sales.agent_id, id));
  return row?.n ?? 0;
}
