import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { building, buildingListQuery } from './contracts';

/** Complexes. Saving is a form: saveBuildingBody's fields and an optional `facsimile`, multipart or JSON. */
export const buildingEndpoints = {
  list: endpoint({ method: 'GET', path: '/buildings', query: buildingListQuery, answer: z.array(building) }),
  get: endpoint({ method: 'GET', path: '/buildings/:id', params: idParams, answer: building }),
  create: endpoint({ method: 'POST', path: '/buildings', body: 'form', answer: building }),
  update: endpoint({
    method: 'PUT',
    path: '/buildings/:id',
    params: idParams,
    body: 'form',
    answer: building,
  }),
  /** The same update as a multipart POST with _method=PUT: the web app's (browsers send no multipart PUT). */
  updateByPost: endpoint({
    method: 'POST',
    path: '/buildings/:id',
    params: idParams,
    body: 'form',
    answer: building,
  }),
  remove: endpoint({ method: 'DELETE', path: '/buildings/:id', params: idParams, answer: okBody }),
};
