import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { PERMISSION_GROUPS, PERMISSIONS } from '@shared/permissions';
import { roleEndpoints as endpoints } from '@shared/roles/endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { serve } from '../../platform/serve';
import * as service from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['roles'];

  serve(app, endpoints.permissions, { config: needs('view_role_permissions'), tags }, async () => ({
    permissions: [...PERMISSIONS],
    groups: Object.fromEntries(Object.entries(PERMISSION_GROUPS).map(([group, list]) => [group, [...list]])),
  }));

  serve(app, endpoints.list, { config: needs('view_role_permissions'), tags }, () => service.listRoles(deps));

  serve(app, endpoints.save, { config: needs('edit_role_permissions'), tags }, async (request) => ({
    success: true,
    role: await service.saveRole(deps, currentUser(request), request.body, auditContext(request)),
  }));

  serve(app, endpoints.remove, { config: needs('delete_role_permissions'), tags }, async (request) => {
    await service.deleteRole(deps, currentUser(request), request.params.id, auditContext(request));
    return { success: true, message: translate('records.deleted', request.locale) };
  });
};
