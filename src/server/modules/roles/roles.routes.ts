import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { PERMISSION_GROUPS, PERMISSIONS } from '@shared/permissions';
import { permissionList, role, saveRoleBody } from '@shared/roles/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import * as service from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['roles'];

  app.get(
    '/role-permission/permissions',
    { config: needs('view_role_permissions'), schema: { tags, response: { 200: permissionList } } },
    async () => ({
      permissions: [...PERMISSIONS],
      groups: Object.fromEntries(
        Object.entries(PERMISSION_GROUPS).map(([group, list]) => [group, [...list]]),
      ),
    }),
  );

  app.get(
    '/role-permission/roles',
    { config: needs('view_role_permissions'), schema: { tags, response: { 200: z.array(role) } } },
    () => service.listRoles(deps),
  );

  app.post(
    '/role-permission/roles',
    {
      config: needs('edit_role_permissions'),
      schema: { tags, body: saveRoleBody, response: { 200: z.object({ success: z.boolean(), role }) } },
    },
    async (request) => ({
      success: true,
      role: await service.saveRole(deps, currentUser(request), request.body, auditContext(request)),
    }),
  );

  app.delete(
    '/role-permission/roles/:id',
    {
      config: needs('delete_role_permissions'),
      schema: { tags, params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      await service.deleteRole(deps, currentUser(request), request.params.id, auditContext(request));
      return { success: true, message: translate('records.deleted', request.locale) };
    },
  );
};
