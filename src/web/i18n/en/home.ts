import type { home as ka } from '../ka/home';
import type { Translation } from '../translation';

export const home: Translation<typeof ka> = {
  greeting: 'Hello, {{name}}!',
  quick_links: 'Quick links to the sections you can open:',
  no_sections: 'You do not have access to any section yet. Please contact the administrator.',
  today_work: "Today's work",
  due_today: 'Due today ({{count}})',
  due_week: 'Due this week ({{count}})',
  overdue: 'Overdue sales ({{count}})',
  bookings_expiring: 'Bookings ending within three days ({{count}})',
  latest_payments: 'Latest payments',
  open_list: 'Open the list',
  nothing: 'Nothing',
  ageing: {
    overdue_1_30: '1–30 days',
    overdue_31_60: '31–60 days',
    overdue_61_90: '61–90 days',
    overdue_over_90: 'Over 90 days',
  },
};
