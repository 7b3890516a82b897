import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import {
  createUserBody,
  updateUserBody,
  userList,
  userListQuery,
  userPermissionsAnswer,
  userRow,
} from '@shared/users/contracts';
import { needs } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['users'];
  const createForm = form(createUserBody, 'avatar');
  const updateForm = form(updateUserBody, 'avatar');

  app.get(
    '/users',
    {
      config: needs('view_users'),
      schema: { tags, querystring: userListQuery, response: { 200: userList } },
    },
    (request) => service.listUsers(deps, request.query, request.url),
  );

  app.get(
    '/users/user-permissions',
    { config: needs('view_users'), schema: { tags, response: { 200: userPermissionsAnswer } } },
    () => service.permissionsAndRoles(deps),
  );

  app.get(
    '/users/:id',
    { config: needs('view_users'), schema: { tags, params: idParams, response: { 200: userRow } } },
    (request) => service.getUser(deps, request.params.id),
  );

  const createSchema = { tags, ...createForm.schema, response: { 200: userRow } };
  app.post('/users', { config: needs('create_users'), schema: createSchema }, async (request, reply) => {
    const { fields, files } = await readForm(request, createForm);
    const user = await service.createUser(
      deps,
      currentUser(request),
      fields,
      files.find((f) => f.field === 'avatar'),
      auditContext(request),
    );
    return reply.send(user);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/users/:id',
      config: needs('edit_users'),
      schema: { tags, ...updateForm.schema, params: idParams, response: { 200: userRow } },
      handler: async (request) => {
        const { fields, files } = await readForm(request, updateForm);
        return service.updateUser(
          deps,
          currentUser(request),
          request.params.id,
          fields,
          files.find((f) => f.field === 'avatar'),
          auditContext(request),
        );
      },
    });
  }

  app.delete(
    '/users/:id',
    {
      config: needs('delete_users'),
      schema: { tags, params: idParams, response: { 200: okBody.extend({ deactivated: z.boolean() }) } },
    },
    async (request) => {
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
    },
  );
};
