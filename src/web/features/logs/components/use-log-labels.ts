import { useTranslation } from 'react-i18next';

/** Where each logged entity's field names and statuses are translated (the feature's own namespace). */
const ENTITY_NAMESPACES: Record<string, string> = {
  advance_payment: 'advancePayments',
  agent: 'agents',
  bank: 'banks',
  bank_account: 'bankAccounts',
  barter: 'barter',
  booking: 'bookings',
  building: 'buildings',
  comment: 'comments',
  company: 'company',
  customer: 'customers',
  doc_template: 'templates',
  document: 'documents',
  invoice: 'invoices',
  notification_message: 'notificationLogs',
  notification_message_comment: 'notificationLogs',
  notification_rule: 'notificationRules',
  payment: 'payments',
  price_list: 'prices',
  property: 'properties',
  property_feature: 'propertyFeatures',
  property_feature_group: 'propertyFeatures',
  role: 'roles',
  sale: 'sales',
  task: 'tasks',
  ticket: 'tickets',
  ticket_category: 'tickets',
  user: 'users',
  word_template: 'templates',
};

export const LOG_NAMESPACES = ['logs', ...new Set(Object.values(ENTITY_NAMESPACES))];

/**
 * Labels for what the server logs: the entity's own field name, else the log's catalogue of the other logged
 * columns; only a name neither knows (a column added later) shows as it is.
 */
export function useLogLabels() {
  const { t } = useTranslation(LOG_NAMESPACES);
  const generic = (field: string) => t(`field_names.${field}`, { ns: 'logs', defaultValue: field });
  return {
    action: (action: string) => t(`actions.${action}`, { ns: 'logs', defaultValue: action }),
    entity: (entity: string) => t(`entity_types.${entity}`, { ns: 'logs', defaultValue: entity }),
    field: (entity: string, field: string) => {
      const ns = ENTITY_NAMESPACES[entity];
      return ns ? t(`fields.${field}`, { ns, defaultValue: generic(field) }) : generic(field);
    },
    /** A logged status or reason as its label; other values (and reasons typed by a user) as they are. */
    value: (entity: string, field: string, value: unknown) => {
      if (typeof value !== 'string') return value;
      const ns = ENTITY_NAMESPACES[entity];
      if (ns && field === 'status') return t(`statuses.${value}`, { ns, defaultValue: value });
      if (field === 'status_reason' || field === 'schedule_reason')
        return t(`reasons.${value}`, { ns: 'logs', defaultValue: value });
      return value;
    },
  };
}
