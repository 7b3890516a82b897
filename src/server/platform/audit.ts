import { sql } from 'drizzle-orm';
import type { LogAction } from '@shared/logs/contracts';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { auditLogs } from '../db/schema';

type AuditAction = LogAction;
type Snapshot = Record<string, unknown> | null | undefined;

/** Fields never written to the log, whatever entity they belong to. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'token_hash', 'code_hash', 'otp']);

export interface AuditContext {
  userId: number | null;
  ip: string | null;
}

/** The changed fields as {field: {before, after}}; a create has only afters, a delete only befores. */
function diff(before: Snapshot, after: Snapshot): Record<string, { before: unknown; after: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || key === 'created_at' || key === 'updated_at') continue;
    const b = normalise(before?.[key]);
    const a = normalise(after?.[key]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return [...value].map(normalise).sort();
  return value ?? null;
}

/** Writes one audit row; call it with the transaction that makes the change. */
export async function writeAudit(
  db: Db,
  ctx: AuditContext,
  entry: {
    action: AuditAction;
    entityType: string;
    entityId: string | number | null;
    before?: Snapshot;
    after?: Snapshot;
  },
): Promise<void> {
  await insertAudit(db).execute({
    user_id: ctx.userId,
    ip: ctx.ip,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    changes: diff(entry.before, entry.after),
  });
}

// Nearly every write adds a row: prepared once (see preparedPerDatabase).
const insertAudit = preparedPerDatabase((db) =>
  db
    .insert(auditLogs)
    .values({
      user_id: sql.placeholder('user_id'),
      ip: sql.placeholder('ip'),
      action: sql.placeholder('action'),
      entity_type: sql.placeholder('entity_type'),
      entity_id: sql.placeholder('entity_id'),
      changes: sql.placeholder('changes'),
    })
    .prepare('audit_insert'),
);
