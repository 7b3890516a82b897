import type { logs as ka } from '../ka/logs';
import type { Translation } from '../translation';

export const logs: Translation<typeof ka> = {
  title: 'Журнал действий',
  system_user: 'Система',
  no_changes: 'Поля не изменялись.',
  fields: {
    created_at: 'Дата',
    user: 'Сотрудник',
    action: 'Действие',
    entity_type: 'Тип записи',
    entity_id: 'ID',
    changes: 'Изменённые поля',
    ip: 'IP-адрес',
  },
  diff: { field: 'Поле', before: 'Было', after: 'Стало' },
  actions: {
    create: 'Создание',
    update: 'Изменение',
    delete: 'Удаление',
    login: 'Вход',
    logout: 'Выход',
    password_change: 'Смена пароля',
    password_reset: 'Сброс пароля',
    expire: 'Истёк срок',
  },
  entity_types: { user: 'Сотрудник', role: 'Роль', bank: 'Банк', company: 'Компания' },
};
