import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isViewOnly } from '@shared/permissions';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { authTokens, roles, userRoles, users } from '../db/schema';
import type { AuthUser } from './access';
import { hashToken, newToken } from './tokens';

/** last_used_at is refreshed at most this often, so every request does not write a row. */
const TOUCH_EVERY_MS = 30_000;

export async function createSession(
  db: Db,
  userId: number,
  options: { maxHours: number; ip: string | null; userAgent: string | null },
): Promise<{ token: string; tokenId: number }> {
  const token = newToken();
  const [row] = await db
    .insert(authTokens)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + options.maxHours * 3_600_000),
      ip: options.ip,
      user_agent: options.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: authTokens.id });
  return { token, tokenId: row!.id };
}

type RoleRow = { name: string; permissions: string[]; view_only: boolean };

/**
 * The user's roles as one JSON array (ordered by name), so signing in is a single statement. Read as text:
 * the same roles come back on every request, and are parsed only when this text is new (accessOf).
 */
const rolesOfUser = sql<string>`coalesce((select json_agg(json_build_object('name', r.name, 'permissions', r.permissions, 'view_only', r.view_only) order by r.name) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id})::text, '[]')`;

/**
 * Every API request runs this: the session, its user and the user's roles in one statement, prepared
 * (see preparedPerDatabase). Nothing of it is cached, so a logout or a deactivation on any process ends
 * the session on the next request everywhere.
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: authTokens.id,
      lastUsedAt: authTokens.last_used_at,
      userId: users.id,
      username: users.username,
      permissions: users.permissions,
      buildingIds: users.building_ids,
      roles: rolesOfUser,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('hash')),
        isNull(authTokens.revoked_at),
        sql`${authTokens.expires_at} > ${sql.placeholder('now')}::timestamptz`,
        sql`${authTokens.last_used_at} > ${sql.placeholder('idleSince')}::timestamptz`,
        eq(users.active, true),
        eq(users.is_admin, true),
      ),
    )
    .prepare('session_lookup'),
);

type Access = Pick<AuthUser, 'roles' | 'permissions' | 'viewOnly'>;

/** Roles, and the union of their permissions and the user's direct grants, as AuthUser carries them. */
function accessFrom(roleRows: readonly RoleRow[], direct: readonly string[]): Access {
  return {
    roles: roleRows.map((r) => r.name),
    permissions: [...new Set([...roleRows.flatMap((r) => r.permissions), ...direct])].sort(),
    viewOnly: isViewOnly(roleRows),
  };
}

const accessByGrants = new Map<string, Access>();
const ACCESS_KEPT = 500;

/**
 * accessFrom for this exact text of roles and direct grants, worked out once per distinct text (frozen:
 * the requests with the same grants share it). Keyed by what this request read, so a changed role or
 * grant is a new key: nothing here can be out of date.
 */
function accessOf(rolesJson: string, direct: string[]): Access {
  const key = `${rolesJson}\n${direct.join(',')}`;
  let access = accessByGrants.get(key);
  if (!access) {
    const { roles, permissions, viewOnly } = accessFrom(JSON.parse(rolesJson) as RoleRow[], direct);
    access = Object.freeze({
      roles: Object.freeze(roles),
      permissions: Object.freeze(permissions),
      viewOnly,
    }) as Access;
    if (accessByGrants.size >= ACCESS_KEPT) accessByGrants.delete(accessByGrants.keys().next().value!);
    accessByGrants.set(key, access);
  }
  return access;
}

/**
 * A token is good while it is not revoked, not past its fixed maximum, and used within the idle window
 * (sliding). The user must still be active with admin-panel access.
 */
export async function authenticate(db: Db, token: string, idleMinutes: number): Promise<AuthUser | null> {
  const now = new Date();
  const [session] = await sessionLookup(db).execute({
    hash: hashToken(token),
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - idleMinutes * 60_000).toISOString(),
  });
  if (!session) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(authTokens).set({ last_used_at: now }).where(eq(authTokens.id, session.id));
  }
  return {
    id: session.userId,
    username: session.username,
    ...accessOf(session.roles, session.permissions),
    buildingIds: session.buildingIds,
    tokenId: session.id,
  };
}

/**
 * Whether a session is still good, without counting the check as use: a page's open stream asks this
 * on its heartbeat, and must neither keep an idle session alive nor outlive a revoked one.
 */
export async function isSessionLive(db: Db, tokenId: number, idleMinutes: number): Promise<boolean> {
  const now = new Date();
  const [session] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.id, tokenId),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, now),
        gt(authTokens.last_used_at, new Date(now.getTime() - idleMinutes * 60_000)),
        eq(users.active, true),
        eq(users.is_admin, true),
      ),
    );
  return session !== undefined;
}

export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}

/** Ends the user's sessions but one (their own password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at), ne(authTokens.id, keepTokenId)),
    );
}

/** Whether the user has signed in from this address since the given time. */
export async function signedInFrom(db: Db, userId: number, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.ip, ip), gt(authTokens.created_at, since)))
    .limit(1);
  return row !== undefined;
}

/** The user's roles, and the union of their roles' permissions and their direct grants. */
export async function loadAuthUser(db: Db, userId: number): Promise<Omit<AuthUser, 'tokenId'> | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({ name: roles.name, permissions: roles.permissions, view_only: roles.view_only })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(roles.name);
  return {
    id: user.id,
    username: user.username,
    ...accessFrom(roleRows, user.permissions),
    buildingIds: user.building_ids,
  };
}

export async function roleNamesByUser(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.user_id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(roles.name);
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.name]);
  return map;
}

export const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;
