import type { notificationRules as ka } from '../ka/notification-rules';
import type { Translation } from '../translation';

export const notificationRules: Translation<typeof ka> = {
  intro:
    "When and over which channels a buyer is reminded before a due date and written to after it. Messages go out in the buyer's language.",
  add: 'Add rule',
  add_title: 'New rule',
  edit_title: 'Edit rule',
  fields: {
    type: 'Type',
    when: 'When',
    days: 'Days',
    channels: 'Channels',
    sms_template: 'SMS template',
    email_template: 'E-mail template',
    create_task: 'Task for the sale’s manager',
    active: 'Active',
  },
  types: { reminder: 'Reminder', overdue: 'Overdue letter' },
  channels: { sms: 'SMS', email: 'E-mail' },
  when: {
    before: '{{count}} days before the due date',
    before_single: '1 day before the due date',
    on_due: 'On the due date',
    after: '{{count}} days after the due date',
    after_single: '1 day after the due date',
  },
  hints: {
    template: 'When none is chosen, the built-in text is sent',
  },
  errors: {
    offset_reminder: 'A reminder goes 0 to 60 days before the due date',
    offset_overdue: 'An overdue letter goes 1 to 365 days after the due date',
  },
  built_in: 'Built-in text',
  template_language: '{{name}} ({{language}})',
  languages: { ka: 'Geo.', en: 'Eng.', ru: 'Rus.' },
  activated: 'Rule switched on',
  deactivated: 'Rule switched off',
  rule_label: '{{type}}: {{when}}',
};
