import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import { deleteUserAnswer, userList, userListQuery, userPermissionsAnswer, userRow } from './contracts';

export const userEndpoints = {
  list: endpoint({ method: 'GET', path: '/users', query: userListQuery, answer: userList }),
  /** The permissions and roles a user can be given. */
  assignable: endpoint({ method: 'GET', path: '/users/user-permissions', answer: userPermissionsAnswer }),
  get: endpoint({ method: 'GET', path: '/users/:id', params: idParams, answer: userRow }),
  /** The employee form as multipart, the avatar beside the fields. */
  create: endpoint({ method: 'POST', path: '/users', body: 'form', answer: userRow }),
  update: endpoint({ method: 'PUT', path: '/users/:id', params: idParams, body: 'form', answer: userRow }),
  /** `update` as the spec's POST (with _method=PUT). */
  updateWithPost: endpoint({
    method: 'POST',
    path: '/users/:id',
    params: idParams,
    body: 'form',
    answer: userRow,
  }),
  remove: endpoint({ method: 'DELETE', path: '/users/:id', params: idParams, answer: deleteUserAnswer }),
};
