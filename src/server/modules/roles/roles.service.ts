import { PERMISSIONS } from '@shared/permissions';
import type { Role, SaveRoleBody } from '@shared/roles/contracts';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound, ValidationFailed } from '../../platform/errors';
import { assertCanGrant, assertOutranks } from '../../platform/grants';
import { keepingAnAdministrator } from '../users/users.service';
import * as repo from './roles.repository';

function checkVocabulary(permissions: string[]): string[] {
  const unknown = permissions.findIndex((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown >= 0)
    throw new ValidationFailed({
      [`permissions.${unknown}`]: ['validation.unknown_permission'],
      permissions: ['validation.unknown_permission'],
    });
  return [...new Set(permissions)].sort();
}

export const listRoles = (deps: AppDeps): Promise<Role[]> => repo.listRoles(deps.db);

export async function saveRole(
  deps: AppDeps,
  actor: AuthUser,
  body: SaveRoleBody & { name: string },
  audit: AuditContext,
): Promise<Role> {
  const permissions = checkVocabulary(body.permissions);
  assertCanGrant(actor, permissions);
  const sameName = await repo.findRoleByName(deps.db, body.name);
  if (sameName && sameName.id !== body.id) throw invalid('name', 'validation.role_name_should_be_unique');
  const saved = await deps.db.transaction(async (tx) => {
    if (body.id === undefined) {
      const created = await repo.insertRole(tx, {
        name: body.name,
        permissions,
        view_only: body.view_only ?? false,
      });
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'role',
        entityId: created.id,
        after: created,
      });
      return created;
    }
    const before = await repo.findRole(tx, body.id);
    if (!before) throw notFound();
    assertOutranks(actor, before.permissions, 'role');
    const id = body.id;
    // Emptying the admin role, or making it view-only, could demote the last administrator.
    const after = await keepingAnAdministrator(tx, () =>
      repo.updateRole(tx, id, {
        name: body.name,
        permissions,
        view_only: body.view_only ?? before.view_only,
      }),
    );
    await writeAudit(tx, audit, { action: 'update', entityType: 'role', entityId: after.id, before, after });
    return after;
  });
  return {
    id: saved.id,
    name: saved.name,
    permissions: saved.permissions,
    view_only: saved.view_only,
    users_count: await repo.countRoleUsers(deps.db, saved.id),
  };
}

export async function deleteRole(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const role = await repo.findRole(tx, id);
    if (!role) throw notFound();
    assertOutranks(actor, role.permissions, 'role');
    if ((await repo.countRoleUsers(tx, id)) > 0)
      throw new ValidationFailed({ id: ['roles.in_use'] }, 'roles.in_use');
    await repo.deleteRole(tx, id);
    await writeAudit(tx, audit, { action: 'delete', entityType: 'role', entityId: id, before: role });
  });
}
