import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { documentRow, documentRows, ownerFileParams, ownerParams } from './contracts';

/** The owners of files, by the segment of their API path: agents, barter deals, sales. */
export type FileOwner = 'agents' | 'barter' | 'sales';

/**
 * The file routes every owner has (spec §7). Adding and updating are forms: addFileBody's or
 * updateFileBody's fields and the `file`, multipart or JSON.
 */
const fileEndpointsOf = <const O extends FileOwner>(owner: O) => ({
  list: endpoint({ method: 'GET', path: `/${owner}/:id/files`, params: idParams, answer: documentRows }),
  add: endpoint({
    method: 'POST',
    path: `/${owner}/:ownerId/addFile`,
    params: ownerParams,
    body: 'form',
    answer: documentRow,
  }),
  /** A new file and/or new details for one of the owner's documents. */
  update: endpoint({
    method: 'PUT',
    path: `/${owner}/:ownerId/updateFile`,
    params: ownerParams,
    body: 'form',
    answer: documentRow,
  }),
  /** The same update as a multipart POST with _method=PUT: the web app's (browsers send no multipart PUT). */
  updateByPost: endpoint({
    method: 'POST',
    path: `/${owner}/:ownerId/updateFile`,
    params: ownerParams,
    body: 'form',
    answer: documentRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/${owner}/:ownerId/deleteFile/:documentId`,
    params: ownerFileParams,
    answer: okBody,
  }),
});

/** Each owner's file routes; only a sale's files can also be deactivated. */
export const ownerFileEndpoints = {
  agents: fileEndpointsOf('agents'),
  barter: fileEndpointsOf('barter'),
  sales: {
    ...fileEndpointsOf('sales'),
    /** The file stays, but is no longer the sale's current one. */
    deactivate: endpoint({
      method: 'PATCH',
      path: '/sales/:ownerId/deactivateFile/:documentId',
      params: ownerFileParams,
      answer: documentRow,
    }),
  },
} satisfies Record<FileOwner, ReturnType<typeof fileEndpointsOf>>;
