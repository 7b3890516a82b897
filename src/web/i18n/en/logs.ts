import type { logs as ka } from '../ka/logs';
import type { Translation } from '../translation';

export const logs: Translation<typeof ka> = {
  title: 'Logs',
  system_user: 'System',
  no_changes: 'No fields changed.',
  fields: {
    created_at: 'Date',
    user: 'Employee',
    action: 'Action',
    entity_type: 'Record type',
    entity_id: 'ID',
    changes: 'Changed fields',
    ip: 'IP address',
  },
  diff: { field: 'Field', before: 'Before', after: 'After' },
  actions: {
    create: 'Create',
    update: 'Update',
    delete: 'Delete',
    login: 'Sign in',
    logout: 'Sign out',
    password_change: 'Password change',
    password_reset: 'Password reset',
    expire: 'Expired',
  },
  entity_types: { user: 'Employee', role: 'Role', bank: 'Bank', company: 'Company' },
};
