import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { plannedReminder } from './messages';
import { notificationRule, notificationRuleBody, notificationRuleList } from './rules';

/** When reminders and overdue letters go out, and what a sale's next one will be. */
export const notificationRuleEndpoints = {
  /** In the order the run applies them. */
  list: endpoint({ method: 'GET', path: '/notification-rules', answer: notificationRuleList }),
  create: endpoint({
    method: 'POST',
    path: '/notification-rules',
    body: notificationRuleBody,
    answer: notificationRule,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notification-rules/:id',
    params: idParams,
    body: notificationRuleBody,
    answer: notificationRule,
  }),
  remove: endpoint({ method: 'DELETE', path: '/notification-rules/:id', params: idParams, answer: okBody }),
  /** The next message the automated run will send to the sale's buyers, or null. */
  plannedReminder: endpoint({
    method: 'GET',
    path: '/sales/payment-reminder/:id',
    params: idParams,
    answer: plannedReminder,
  }),
};
