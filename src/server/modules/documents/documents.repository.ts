import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DocumentType, OwnerType } from '@shared/documents/contracts';
import type { Db } from '../../db/client';
import {
  agents,
  barterDeals,
  barterProperties,
  customers,
  documents,
  files,
  properties,
  sales,
  users,
} from '../../db/schema';
import { customerDisplayName } from '../customers/customer-name.sql';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';
import type { PageWindow } from '../../platform/pagination';

export type Scope = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;
export type DocumentRecord = typeof documents.$inferSelect;
type DocumentValues = typeof documents.$inferInsert;

export interface DocumentFilters {
  owner_type?: OwnerType | undefined;
  owner_id?: number | undefined;
  document_type?: DocumentType | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  search?: string | undefined;
}

/** What the lists show as the owner: the agent's name, "#id customer" for a barter deal, a sale's contract number. */
const ownerLabel = sql<string>`coalesce(case
  when ${documents.owner_type} = 'agent' then (select ${agents.name} from ${agents} where ${agents.id} = ${documents.owner_id})
  when ${documents.owner_type} = 'sale' then (select ${sales.contract_no} from ${sales} where ${sales.id} = ${documents.owner_id})
  when ${documents.owner_type} = 'barter' then (select '#' || ${barterDeals.id} || ' ' || ${customerDisplayName} from ${barterDeals} join ${customers} on ${customers.id} = ${barterDeals.customer_id} where ${barterDeals.id} = ${documents.owner_id})
  else '#' || ${documents.owner_id} end, '#' || ${documents.owner_id})`;

const columns = {
  id: documents.id,
  owner_type: documents.owner_type,
  owner_id: documents.owner_id,
  owner_label: ownerLabel,
  document_type: documents.document_type,
  title: documents.title,
  file_id: documents.file_id,
  original_name: files.original_name,
  mime_type: files.mime_type,
  size_bytes: files.size_bytes,
  active: documents.active,
  uploaded_by: documents.uploaded_by,
  uploaded_by_name: sql<
    string | null
  >`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
  created_at: documents.created_at,
  updated_at: documents.updated_at,
};
export interface DocumentListRecord {
  id: number;
  owner_type: string;
  owner_id: number;
  owner_label: string;
  document_type: string;
  title: string;
  file_id: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  active: boolean;
  uploaded_by: number | null;
  uploaded_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Sale files follow their sale's visibility (`saleScope`: the condition on `sales` for the sales the user
 * may see, from the sales module). Barter files follow their deal's building scoping: a user without
 * all_buildings_access sees a deal's files only when every unit of the deal is in one of their buildings.
 * Agents are not building-bound.
 */
function visible(user: Scope, saleScope: SQL | undefined): SQL | undefined {
  // Each rule on its own: all_buildings_access lifts the complexes, not the own-only rule of sales.
  const scope = buildingScope(user, properties.building_id);
  return and(
    scope &&
      sql`(${documents.owner_type} <> 'barter' or not exists (select 1 from ${barterProperties} join ${properties} on ${properties.id} = ${barterProperties.property_id} where ${barterProperties.barter_id} = ${documents.owner_id} and not (${scope})))`,
    saleScope &&
      sql`(${documents.owner_type} <> 'sale' or exists (select 1 from ${sales} where ${sales.id} = ${documents.owner_id} and ${saleScope}))`,
  );
}

function where(user: Scope, saleScope: SQL | undefined, f: DocumentFilters): SQL | undefined {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    visible(user, saleScope),
    f.owner_type ? eq(documents.owner_type, f.owner_type) : undefined,
    f.owner_id === undefined ? undefined : eq(documents.owner_id, f.owner_id),
    f.document_type ? eq(documents.document_type, f.document_type) : undefined,
    f.date_from ? gte(documents.created_at, new Date(`${f.date_from}T00:00:00Z`)) : undefined,
    f.date_to
      ? lt(documents.created_at, new Date(Date.parse(`${f.date_to}T00:00:00Z`) + 86_400_000))
      : undefined,
    like ? sql`(${documents.title} ilike ${like} or ${files.original_name} ilike ${like})` : undefined,
  );
}

export async function countDocuments(
  db: Db,
  user: Scope,
  saleScope: SQL | undefined,
  filters: DocumentFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.file_id))
    .where(where(user, saleScope, filters));
  return row?.n ?? 0;
}

export function listDocuments(
  db: Db,
  user: Scope,
  saleScope: SQL | undefined,
  filters: DocumentFilters,
  window?: PageWindow,
): Promise<DocumentListRecord[]> {
  const query = db
    .select(columns)
    .from(documents)
    .innerJoin(files, eq(files.id, documents.file_id))
    .leftJoin(users, eq(users.id, documents.uploaded_by))
    .where(where(user, saleScope, filters))
    .orderBy(desc(documents.created_at), desc(documents.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function findDocument(db: Db, ownerType: OwnerType, ownerId: number, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.owner_type, ownerType), eq(documents.owner_id, ownerId)))
    .for('update');
  return row;
}

export async function insertDocument(db: Db, values: DocumentValues): Promise<DocumentRecord> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function updateDocument(db: Db, id: number, values: Partial<DocumentValues>) {
  const [row] = await db
    .update(documents)
    .set({ ...values, updated_at: new Date() })
    .where(eq(documents.id, id))
    .returning();
  return row!;
}

export async function deleteDocuments(db: Db, ownerType: OwnerType, ownerId: number, id?: number) {
  return db
    .delete(documents)
    .where(
      and(
        eq(documents.owner_type, ownerType),
        eq(documents.owner_id, ownerId),
        id === undefined ? undefined : eq(documents.id, id),
      ),
    )
    .returning();
}
