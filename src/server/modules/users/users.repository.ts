import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs, roles, userRoles, users } from '../../db/schema';
import type { PageWindow } from '../../platform/pagination';
import { lowerEquals } from '../../platform/sessions';

export type UserRecord = typeof users.$inferSelect;

export interface UserFilters {
  search?: string | undefined;
  role?: string | undefined;
  active?: boolean | undefined;
}

function where(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const like = `%${filters.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.first_name, like),
        ilike(users.last_name, like),
        ilike(users.phone, like),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like),
      ),
    );
  }
  if (filters.active !== undefined) conditions.push(eq(users.active, filters.active));
  if (filters.role) {
    conditions.push(
      inArray(
        users.id,
        sql`(select ${userRoles.user_id} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where lower(${roles.name}) = lower(${filters.role}))`,
      ),
    );
  }
  return and(...conditions);
}

export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(filters));
  return row?.n ?? 0;
}

export function listUsers(db: Db, filters: UserFilters, window: PageWindow): Promise<UserRecord[]> {
  return db
    .select()
    .from(users)
    .where(where(filters))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Every active user by name (id and name only): the people a picker of another module offers. */
export function activeUserNames(db: Db) {
  const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;
  return db.select({ id: users.id, name }).from(users).where(eq(users.active, true)).orderBy(name, users.id);
}

export async function findUser(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findConflicts(db: Db, values: { username: string; email: string }, exceptId?: number) {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(lowerEquals(users.username, values.username), lowerEquals(users.email, values.email)));
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    username: others.some((r) => r.username.toLowerCase() === values.username.toLowerCase()),
    email: others.some((r) => r.email.toLowerCase() === values.email.toLowerCase()),
  };
}

export async function rolesByNames(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(
      inArray(
        sql`lower(${roles.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length)
    await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

/** Whether the user has done anything the audit log remembers (signing in counts). */
export async function hasHistory(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(eq(auditLogs.user_id, userId))
    .limit(1);
  return row !== undefined;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function listRoleNames(db: Db): Promise<string[]> {
  return (await db.select({ name: roles.name }).from(roles).orderBy(roles.name)).map((r) => r.name);
}

/**
 * Active users with admin-panel access, their direct grants and their roles, locked for the rest of the
 * transaction so two concurrent demotions cannot each leave the other as the last administrator.
 */
export async function lockActiveAccounts(db: Db) {
  const accounts = await db
    .select({ id: users.id, permissions: users.permissions })
    .from(users)
    .where(and(eq(users.active, true), eq(users.is_admin, true)))
    .orderBy(users.id)
    .for('update');
  const roleRows = accounts.length
    ? await db
        .select({
          userId: userRoles.user_id,
          name: roles.name,
          permissions: roles.permissions,
          view_only: roles.view_only,
        })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.role_id))
        .where(
          inArray(
            userRoles.user_id,
            accounts.map((a) => a.id),
          ),
        )
    : [];
  return accounts.map((a) => ({ ...a, roles: roleRows.filter((r) => r.userId === a.id) }));
}

/** The active accounts among these usernames, with their password hashes. */
export function activeAccountsNamed(db: Db, usernames: readonly string[]) {
  return db
    .select({ username: users.username, passwordHash: users.password_hash })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.username, [...usernames])))
    .orderBy(users.username);
}
