import type { z } from 'zod';
import type { PageQuery } from '@shared/pagination';
import { ADMINISTRATOR_PERMISSIONS, isViewOnly, PERMISSIONS } from '@shared/permissions';
import type { createUserBody, updateUserBody, UserRow } from '@shared/users/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import { paginateAt } from '../../platform/pagination';
import { assertCanGrant, assertOutranks } from '../../platform/grants';
import { DEMO_PASSWORD, DEMO_USER_NAMES } from '../../seeds/seed-data';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { loadAuthUser, revokeAllSessions, roleNamesByUser } from '../../platform/sessions';
import * as repo from './users.repository';
import type { MessageKey } from '@shared/i18n/messages';

type CreateInput = z.output<typeof createUserBody>;
type UpdateInput = z.output<typeof updateUserBody>;

async function present(deps: AppDeps, users: repo.UserRecord[]): Promise<UserRow[]> {
  const roleMap = await roleNamesByUser(
    deps.db,
    users.map((u) => u.id),
  );
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    phone: u.phone,
    active: u.active,
    is_admin: u.is_admin,
    avatar: deps.storage.signedUrl(u.avatar_file_id),
    roles: roleMap.get(u.id) ?? [],
    permissions: u.permissions,
    buildings: u.building_ids,
    created_at: u.created_at.toISOString(),
  }));
}

/** The list query as the route parsed it: `onlyLatest` asks for that many newest users, on one page. */
type UserListQuery = PageQuery &
  Omit<repo.UserFilters, 'active'> & { active?: 'true' | 'false'; onlyLatest?: number };

export function listUsers(deps: AppDeps, query: UserListQuery, url: string) {
  const { search, role, active, onlyLatest, ...page } = query;
  const filters = { search, role, active: active === undefined ? undefined : active === 'true' };
  const pageQuery = onlyLatest ? { page: 1, perpage: onlyLatest } : page;
  return paginateAt(
    url,
    pageQuery,
    () => repo.countUsers(deps.db, filters),
    async (window) => present(deps, await repo.listUsers(deps.db, filters, window)),
  );
}

/** Every permission, and the names of the roles a user may be given. */
export async function permissionsAndRoles(deps: AppDeps) {
  return { permissions: [...PERMISSIONS], roles: await repo.listRoleNames(deps.db) };
}

export async function getUser(deps: AppDeps, id: number): Promise<UserRow> {
  const user = await repo.findUser(deps.db, id);
  if (!user) throw notFound();
  return (await present(deps, [user]))[0]!;
}

/**
 * Checks what only the database can tell (unique username and e-mail, existing roles) and that the
 * actor may grant everything the new access would carry.
 */
async function resolveAccess(
  deps: AppDeps,
  actor: AuthUser,
  input: CreateInput | UpdateInput,
  exceptId?: number,
) {
  const errors: Record<string, MessageKey[]> = {};
  const conflicts = await repo.findConflicts(deps.db, input, exceptId);
  if (conflicts.username) errors.username = ['validation.username_should_be_unique'];
  if (conflicts.email) errors.email = ['validation.email_should_be_unique'];
  const roleRecords = await repo.rolesByNames(deps.db, input.roles);
  if (roleRecords.length !== new Set(input.roles.map((r) => r.toLowerCase())).size)
    errors.roles = ['validation.unknown_role'];
  const permissions = [...new Set(input.permissions)].sort();
  if (permissions.some((p) => !(PERMISSIONS as readonly string[]).includes(p)))
    errors.permissions = ['validation.unknown_permission'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  assertCanGrant(actor, [...new Set([...permissions, ...roleRecords.flatMap((r) => r.permissions)])]);
  return { roleRecords, permissions, buildingIds: [...new Set(input.buildings)].sort((a, b) => a - b) };
}

/** Active users with panel access who hold every administrator permission and are not view-only. */
async function administratorIds(tx: Db): Promise<number[]> {
  return (await repo.lockActiveAccounts(tx))
    .filter((a) => {
      const held = new Set([...a.permissions, ...a.roles.flatMap((r) => r.permissions)]);
      return !isViewOnly(a.roles) && ADMINISTRATOR_PERMISSIONS.every((p) => held.has(p));
    })
    .map((a) => a.id);
}

/**
 * Runs a change to users or roles inside the caller's transaction and refuses it (so it rolls back) when
 * it would leave no active administrator where there was one.
 */
export async function keepingAnAdministrator<T>(tx: Db, change: () => Promise<T>): Promise<T> {
  const before = await administratorIds(tx);
  const result = await change();
  if (before.length > 0 && (await administratorIds(tx)).length === 0)
    throw new HttpError(422, 'users.last_administrator');
  return result;
}

/** The actor must hold every permission the user holds, through roles or direct grants. */
async function assertMayManage(deps: AppDeps, actor: AuthUser, id: number): Promise<void> {
  const target = await loadAuthUser(deps.db, id);
  if (!target) throw notFound();
  assertOutranks(actor, target.permissions, 'user');
}

const snapshot = (u: repo.UserRecord, roleNames: string[]) => ({
  username: u.username,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  phone: u.phone,
  active: u.active,
  is_admin: u.is_admin,
  avatar_file_id: u.avatar_file_id,
  permissions: u.permissions,
  building_ids: u.building_ids,
  roles: roleNames,
});

export async function createUser(
  deps: AppDeps,
  actor: AuthUser,
  input: CreateInput,
  avatar: Upload | undefined,
  audit: AuditContext,
) {
  const access = await resolveAccess(deps, actor, input);
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const avatarId = avatar ? await deps.storage.save(tx, avatar, IMAGE_TYPES, actor.id) : null;
    const user = await repo.insertUser(tx, {
      username: input.username,
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      active: input.active,
      is_admin: input.is_admin,
      password_hash: passwordHash,
      avatar_file_id: avatarId,
      permissions: access.permissions,
      building_ids: access.buildingIds,
    });
    await repo.setUserRoles(
      tx,
      user.id,
      access.roleRecords.map((r) => r.id),
    );
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      after: snapshot(
        user,
        access.roleRecords.map((r) => r.name),
      ),
    });
    return user;
  });
  return getUser(deps, created.id);
}

export async function updateUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: UpdateInput,
  avatar: Upload | undefined,
  audit: AuditContext,
) {
  const before = await repo.findUser(deps.db, id);
  if (!before) throw notFound();
  await assertMayManage(deps, actor, id);
  const access = await resolveAccess(deps, actor, input, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const removeAvatarBytes = await deps.db.transaction((tx) =>
    keepingAnAdministrator(tx, async () => {
      const beforeRoles = (await roleNamesByUser(tx, [id])).get(id) ?? [];
      const avatarId = avatar ? await deps.storage.save(tx, avatar, IMAGE_TYPES, actor.id) : undefined;
      const after = await repo.updateUser(tx, id, {
        username: input.username,
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        active: input.active,
        is_admin: input.is_admin,
        permissions: access.permissions,
        building_ids: access.buildingIds,
        ...(avatarId ? { avatar_file_id: avatarId } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      await repo.setUserRoles(
        tx,
        id,
        access.roleRecords.map((r) => r.id),
      );
      // Losing access ends the user's sessions at once, not at their next idle time-out.
      if (!after.active || !after.is_admin || passwordHash) await revokeAllSessions(tx, id);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'user',
        entityId: id,
        before: snapshot(before, beforeRoles),
        after: {
          ...snapshot(
            after,
            access.roleRecords.map((r) => r.name),
          ),
          ...(passwordHash ? { password_changed: true } : {}),
        },
      });
      return deps.storage.forget(tx, avatarId ? [before.avatar_file_id] : []);
    }),
  );
  await removeAvatarBytes();
  return getUser(deps, id);
}

/** A user who has done anything is deactivated instead, so the history keeps its author. */
export async function deleteUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  audit: AuditContext,
): Promise<'deleted' | 'deactivated'> {
  if (id === actor.id) throw new HttpError(422, 'users.cannot_delete_self');
  await assertMayManage(deps, actor, id);
  const { outcome, removeAvatarBytes } = await deps.db.transaction((tx) =>
    keepingAnAdministrator(tx, async () => {
      const user = await repo.findUser(tx, id);
      if (!user) throw notFound();
      const roleNames = (await roleNamesByUser(tx, [id])).get(id) ?? [];
      if (await repo.hasHistory(tx, id)) {
        const after = await repo.updateUser(tx, id, { active: false });
        await revokeAllSessions(tx, id);
        await writeAudit(tx, audit, {
          action: 'update',
          entityType: 'user',
          entityId: id,
          before: snapshot(user, roleNames),
          after: snapshot(after, roleNames),
        });
        return { outcome: 'deactivated' as const, removeAvatarBytes: async () => {} };
      }
      await repo.deleteUser(tx, id);
      await writeAudit(tx, audit, {
        action: 'delete',
        entityType: 'user',
        entityId: id,
        before: snapshot(user, roleNames),
      });
      // After the row is gone, so the avatar is no longer referenced.
      return {
        outcome: 'deleted' as const,
        removeAvatarBytes: await deps.storage.forget(tx, [user.avatar_file_id]),
      };
    }),
  );
  await removeAvatarBytes();
  return outcome;
}

/**
 * The active demo accounts (seeded as username = role name) whose password is still the demo one.
 * Checked against the stored hash, so any way of changing the password (profile, administrator, reset,
 * create-admin) counts, and a real install that happens to have an `admin` is not named.
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const accounts = await repo.activeAccountsNamed(db, Object.keys(DEMO_USER_NAMES));
  const still = await Promise.all(accounts.map((a) => verifyPassword(a.passwordHash, DEMO_PASSWORD)));
  return accounts.filter((_, i) => still[i]).map((a) => a.username);
}

/** Logged at every start while anyone could sign in with the published demo password. */
export async function warnOfDemoPasswords(db: Db, log: { warn(message: string): void }): Promise<string[]> {
  const usernames = await accountsWithDemoPassword(db);
  if (usernames.length)
    log.warn(
      `Demo accounts still have the published demo password: ${usernames.join(', ')}. Anyone can sign in ` +
        'as them. Change their passwords or deactivate them; for a real install start on an empty database ' +
        'with DEMO_DATA=false and create the administrator with `npm run create-admin` (see the README).',
    );
  return usernames;
}

/** The active users by name, for another module's picker (bonus participants). */
export function activeUserNames(deps: Pick<AppDeps, 'db'>) {
  return repo.activeUserNames(deps.db);
}
