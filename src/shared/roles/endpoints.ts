import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { permissionList, role, saveRoleAnswer, saveRoleBody } from './contracts';

export const roleEndpoints = {
  /** Every permission, and the groups the role editor shows them in. */
  permissions: endpoint({ method: 'GET', path: '/role-permission/permissions', answer: permissionList }),
  list: endpoint({ method: 'GET', path: '/role-permission/roles', answer: z.array(role) }),
  /** One call creates (no id) or updates (with id). */
  save: endpoint({
    method: 'POST',
    path: '/role-permission/roles',
    body: saveRoleBody,
    answer: saveRoleAnswer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/role-permission/roles/:id',
    params: idParams,
    answer: okBody,
  }),
};
