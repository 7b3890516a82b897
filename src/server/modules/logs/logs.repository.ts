import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LogAction } from '@shared/logs/contracts';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';

export interface LogFilters {
  user_id?: number | undefined;
  action?: LogAction | undefined;
  entity_type?: string | undefined;
  entity_id?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

function where(f: LogFilters): SQL | undefined {
  return and(
    f.user_id === undefined ? undefined : eq(auditLogs.user_id, f.user_id),
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.entity_type ? eq(auditLogs.entity_type, f.entity_type) : undefined,
    f.entity_id ? eq(auditLogs.entity_id, f.entity_id) : undefined,
    f.date_from ? gte(auditLogs.created_at, new Date(`${f.date_from}T00:00:00Z`)) : undefined,
    // date_to is inclusive: everything before the next midnight.
    f.date_to ? lt(auditLogs.created_at, sql`${f.date_to}::date + interval '1 day'`) : undefined,
  );
}

export async function countLogs(db: Db, filters: LogFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLogs).where(where(filters));
  return row?.n ?? 0;
}

export function listLogs(db: Db, filters: LogFilters, window: PageWindow) {
  return db
    .select({
      id: auditLogs.id,
      created_at: auditLogs.created_at,
      user_id: auditLogs.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      action: auditLogs.action,
      entity_type: auditLogs.entity_type,
      entity_id: auditLogs.entity_id,
      changes: auditLogs.changes,
      ip: auditLogs.ip,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .where(where(filters))
    .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function entityTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: auditLogs.entity_type })
    .from(auditLogs)
    .orderBy(auditLogs.entity_type);
  return rows.map((r) => r.type);
}
