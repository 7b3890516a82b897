import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { agentList, agentListQuery, agentRow, importAnswer, saveAgentBody } from './contracts';

export const agentEndpoints = {
  list: endpoint({ method: 'GET', path: '/agents', query: agentListQuery, answer: agentList }),
  create: endpoint({ method: 'POST', path: '/agents', body: saveAgentBody, answer: agentRow }),
  /** The empty Excel sheet `import` reads. */
  importTemplate: endpoint({ method: 'GET', path: '/agents/import/template', answer: 'file' }),
  /** The filled sheet as multipart (its `file`). */
  import: endpoint({ method: 'POST', path: '/agents/import', body: 'form', answer: importAnswer }),
  get: endpoint({ method: 'GET', path: '/agents/:id', params: idParams, answer: agentRow }),
  update: endpoint({
    method: 'PUT',
    path: '/agents/:id',
    params: idParams,
    body: saveAgentBody,
    answer: agentRow,
  }),
  remove: endpoint({ method: 'DELETE', path: '/agents/:id', params: idParams, answer: okBody }),
};
