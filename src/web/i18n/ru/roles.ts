import type { roles as ka } from '../ka/roles';
import type { Translation } from '../translation';

export const roles: Translation<typeof ka> = {
  title: 'Роли и права',
  add: 'Добавить роль',
  add_title: 'Новая роль',
  edit_title: 'Редактирование роли',
  fields: {
    name: 'Название роли',
    permissions: 'Права',
    permissions_count: 'Количество прав',
    users_count: 'Сотрудники',
  },
};
