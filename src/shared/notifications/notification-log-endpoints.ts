import { endpoint } from '../api/endpoint';
import { idParams } from '../errors';
import { logCommentBody, notificationLog, notificationLogList, notificationLogQuery } from './messages';

/** The log of the messages to buyers: read, export, comment on and resend. */
export const notificationLogEndpoints = {
  /** The filter travels in the body. */
  list: endpoint({
    method: 'POST',
    path: '/notification-logs',
    body: notificationLogQuery,
    answer: notificationLogList,
  }),
  /** Every row the filter picks (its page ignored), as an Excel file in the request's language. */
  exportFile: endpoint({
    method: 'POST',
    path: '/notification-logs/export',
    body: notificationLogQuery,
    answer: 'file',
  }),
  comment: endpoint({
    method: 'POST',
    path: '/notification-logs/:id/comment',
    params: idParams,
    body: logCommentBody,
    answer: notificationLog,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/notification-logs/:id/resend',
    params: idParams,
    answer: notificationLog,
  }),
};
