import type { users as ka } from '../ka/users';
import type { Translation } from '../translation';

export const users: Translation<typeof ka> = {
  title: 'Employees',
  add: 'Add employee',
  add_title: 'New employee',
  edit_title: 'Edit employee',
  fields: {
    name: 'Name',
    first_name: 'First name',
    last_name: 'Last name',
    username: 'Username',
    email: 'E-mail',
    phone: 'Phone',
    password: 'Password',
    active: 'Active',
    is_admin: 'Admin panel access',
    roles: 'Roles',
    permissions: 'Additional permissions',
    buildings: 'Complexes (ID)',
  },
  hints: {
    password_keep: 'Leave empty to keep the current password',
    is_admin: 'Without it the employee cannot open the sections of the system',
    permissions: 'Permissions on top of those of the roles',
    buildings: 'Type a complex number and press Enter',
  },
};
