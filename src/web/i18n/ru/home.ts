import type { home as ka } from '../ka/home';
import type { Translation } from '../translation';

export const home: Translation<typeof ka> = {
  greeting: 'Здравствуйте, {{name}}!',
  quick_links: 'Быстрые ссылки на доступные вам разделы:',
  no_sections: 'У вас пока нет доступа ни к одному разделу. Обратитесь к администратору.',
  today_work: 'Дела на сегодня',
  due_today: 'К оплате сегодня ({{count}})',
  due_week: 'К оплате на этой неделе ({{count}})',
  overdue: 'Просроченные продажи ({{count}})',
  bookings_expiring: 'Брони, истекающие в течение трёх дней ({{count}})',
  latest_payments: 'Последние платежи',
  open_list: 'Открыть список',
  nothing: 'Ничего',
  ageing: {
    overdue_1_30: '1–30 дней',
    overdue_31_60: '31–60 дней',
    overdue_61_90: '61–90 дней',
    overdue_over_90: 'Более 90 дней',
  },
};
