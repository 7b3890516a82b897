import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { markAsReadBody, notification, notificationList, notificationQuery } from './contracts';

/** The user's notices and the bell. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationQuery,
    answer: notificationList,
  }),
  /** Server-sent events: the bell's unread count, live (noticeStreamEvent). */
  stream: endpoint({ method: 'GET', path: '/notifications/stream', answer: 'events' }),
  get: endpoint({ method: 'GET', path: '/notifications/:id', params: idParams, answer: notification }),
  /** One notice, or 'all'. */
  markAsRead: endpoint({ method: 'POST', path: '/mark-as-read', body: markAsReadBody, answer: okBody }),
};
