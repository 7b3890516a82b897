import type { notifications as ka } from '../ka/notifications';
import type { Translation } from '../translation';

export const notifications: Translation<typeof ka> = {
  title: 'Уведомления',
  bell_label: 'Уведомления, непрочитанных: {{count}}',
  manager_title: 'Уведомления сотрудников',
  open: 'Открыть',
  mark_read: 'Отметить как прочитанное',
  mark_all_read: 'Отметить все как прочитанные',
  view_all: 'Все уведомления',
  no_unread: 'У вас нет непрочитанных уведомлений',
  only_unread: 'Только непрочитанные',
  status: { read: 'Прочитано', unread: 'Не прочитано' },
  fields: { created_at: 'Дата', recipient: 'Получатель', text: 'Уведомление', status: 'Статус' },
};
