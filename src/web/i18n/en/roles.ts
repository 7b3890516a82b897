import type { roles as ka } from '../ka/roles';
import type { Translation } from '../translation';

export const roles: Translation<typeof ka> = {
  title: 'Roles and permissions',
  add: 'Add role',
  add_title: 'New role',
  edit_title: 'Edit role',
  fields: {
    name: 'Role name',
    permissions: 'Permissions',
    permissions_count: 'Permissions',
    users_count: 'Employees',
    view_only: 'View only',
    view_only_help:
      'Employees with this role see records but change nothing, unless they also have the admin or sales manager role',
  },
};
