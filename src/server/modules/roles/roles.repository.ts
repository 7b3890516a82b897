import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';

type RoleRecord = typeof roles.$inferSelect;

export async function listRoles(db: Db) {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      view_only: roles.view_only,
      users_count: count(userRoles.user_id),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.role_id, roles.id))
    .groupBy(roles.id)
    .orderBy(roles.id);
}

export async function findRole(db: Db, id: number): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function findRoleByName(db: Db, name: string): Promise<RoleRecord | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row;
}

export async function insertRole(
  db: Db,
  values: { name: string; permissions: string[]; view_only: boolean },
): Promise<RoleRecord> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function updateRole(
  db: Db,
  id: number,
  values: { name: string; permissions: string[]; view_only: boolean },
): Promise<RoleRecord> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updated_at: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row!;
}

export async function countRoleUsers(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role_id, id));
  return row?.n ?? 0;
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
