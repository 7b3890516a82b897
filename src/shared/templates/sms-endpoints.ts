import { endpoint } from '../api/endpoint';
import { pageQuery, paginated } from '../pagination';
import { recordId } from '../validation/ids';
import { sendSmsBody, smsResult, smsRow } from './contracts';

const historyQuery = pageQuery.extend({
  sale_id: recordId.optional(),
});

export const smsEndpoints = {
  send: endpoint({ method: 'POST', path: '/sms', body: sendSmsBody, answer: smsResult }),
  /** The SMS sent, newest first; with `sale_id` only that sale's. */
  history: endpoint({ method: 'GET', path: '/sms', query: historyQuery, answer: paginated(smsRow) }),
};
