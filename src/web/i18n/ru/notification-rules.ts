import type { notificationRules as ka } from '../ka/notification-rules';
import type { Translation } from '../translation';

export const notificationRules: Translation<typeof ka> = {
  intro:
    'Когда и по каким каналам покупателю отправляется напоминание до срока оплаты и письмо после просрочки. Сообщения уходят на языке покупателя.',
  add: 'Добавить правило',
  add_title: 'Новое правило',
  edit_title: 'Редактирование правила',
  fields: {
    type: 'Тип',
    when: 'Когда',
    days: 'Дни',
    channels: 'Каналы',
    sms_template: 'Шаблон SMS',
    email_template: 'Шаблон письма',
    create_task: 'Задача менеджеру продажи',
    active: 'Активно',
  },
  types: { reminder: 'Напоминание', overdue: 'Письмо о просрочке' },
  channels: { sms: 'SMS', email: 'Эл. почта' },
  when: {
    before: 'За {{count}} дн. до срока оплаты',
    before_single: 'За 1 день до срока оплаты',
    on_due: 'В день оплаты',
    after: 'Через {{count}} дн. после срока оплаты',
    after_single: 'Через 1 день после срока оплаты',
  },
  hints: {
    template: 'Если не выбран, отправляется встроенный текст',
  },
  errors: {
    offset_reminder: 'Напоминание отправляется за 0–60 дней до срока оплаты',
    offset_overdue: 'Письмо о просрочке отправляется через 1–365 дней после срока оплаты',
  },
  built_in: 'Встроенный текст',
  template_language: '{{name}} ({{language}})',
  languages: { ka: 'груз.', en: 'англ.', ru: 'рус.' },
  activated: 'Правило включено',
  deactivated: 'Правило выключено',
  rule_label: '{{type}}: {{when}}',
};
