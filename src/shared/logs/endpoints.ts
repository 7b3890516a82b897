import { endpoint } from '../api/endpoint';
import { logList, logQuery, logTypes } from './contracts';

/** The audit log: all of it with view_all_logs, the user's own with view_own_logs. */
export const logEndpoints = {
  /** The filter travels in the body. */
  list: endpoint({ method: 'POST', path: '/logs', body: logQuery, answer: logList }),
  types: endpoint({ method: 'GET', path: '/logs/types', answer: logTypes }),
};
