import type { profile as ka } from '../ka/profile';
import type { Translation } from '../translation';

export const profile: Translation<typeof ka> = {
  title: 'My profile',
  details: 'Personal details',
  change_password: 'Change password',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    current_password: 'Current password',
    new_password: 'New password',
    password_confirmation: 'Repeat the new password',
  },
};
