import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { createUserBody, updateUserBody } from '@shared/users/contracts';
import { userEndpoints as endpoints } from '@shared/users/endpoints';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['users'];
  const createForm = form(createUserBody, 'avatar');
  const updateForm = form(updateUserBody, 'avatar');

  serve(app, endpoints.list, { config: needs('view_users'), tags }, (request) =>
    service.listUsers(deps, request.query, request.url),
  );

  serve(app, endpoints.assignable, { config: needs('view_users'), tags }, () =>
    service.permissionsAndRoles(deps),
  );

  serve(app, endpoints.get, { config: needs('view_users'), tags }, (request) =>
    service.getUser(deps, request.params.id),
  );

  serve(
    app,
    endpoints.create,
    { config: needs('create_users'), tags, form: createForm },
    async (request, reply) => {
      const { fields, files } = await readForm(request, createForm);
      const user = await service.createUser(
        deps,
        currentUser(request),
        fields,
        files.find((f) => f.field === 'avatar'),
        auditContext(request),
      );
      return reply.send(user);
    },
  );

  for (const entry of [endpoints.update, endpoints.updateWithPost]) {
    serve(app, entry, { config: needs('edit_users'), tags, form: updateForm }, async (request) => {
      const { fields, files } = await readForm(request, updateForm);
      return service.updateUser(
        deps,
        currentUser(request),
        request.params.id,
        fields,
        files.find((f) => f.field === 'avatar'),
        auditContext(request),
      );
    });
  }

  serve(app, endpoints.remove, { config: needs('delete_users'), tags }, async (request) => {
    const outcome = await service.deleteUser(
      deps,
      currentUser(request),
      request.params.id,
      auditContext(request),
    );
    return {
      success: true,
      deactivated: outcome === 'deactivated',
      message: translate(
        outcome === 'deactivated' ? 'records.deactivated' : 'records.deleted',
        request.locale,
      ),
    };
  });
};
