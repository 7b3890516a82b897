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
    view_only: 'Только просмотр',
    view_only_help:
      'Сотрудники с этой ролью видят данные, но ничего не изменяют, если у них нет также роли администратора или менеджера по продажам',
  },
};
