import type { saleNotices as ka } from '../ka/sale-notices';
import type { Translation } from '../translation';

export const saleNotices: Translation<typeof ka> = {
  title: 'Уведомления',
  auto: {
    label: 'Отправлять напоминания автоматически',
    off_hint: 'Покупатели по этой продаже не получают автоматических напоминаний и писем о просрочке',
    turned_on: 'Автоматические напоминания включены',
    turned_off: 'Автоматические напоминания выключены',
  },
  sent: {
    title: 'Отправлено',
    empty: 'По этой продаже ещё ничего не отправлялось',
    all: 'Все в журнале',
    load_failed: 'Не удалось загрузить отправленное',
  },
  planned: {
    title: 'Следующее по плану',
    none: 'Запланированных сообщений нет',
    off: 'Автоматическая отправка для этой продажи выключена',
    instalment: 'Взнос № {{number}}, срок {{due_date}}',
    load_failed: 'Не удалось загрузить запланированное сообщение',
  },
  fields: {
    date: 'Дата',
    channel: 'Канал',
    type: 'Тип',
    recipient: 'Получатель',
    status: 'Статус',
    send_date: 'Дата отправки',
    channels: 'Каналы',
    buyers: 'Покупатели',
    subject: 'Тема',
  },
  types: {
    reminder: 'Напоминание',
    overdue: 'Письмо о просрочке',
    payment_adding: 'Платёж получен',
    payment_change: 'Платёж исправлен',
    sale_cancellation: 'Договор расторгнут',
  },
  channels: { sms: 'SMS', email: 'Эл. почта' },
  locales: { ka: 'На грузинском', en: 'На английском', ru: 'На русском' },
  triggers: { manual: 'Вручную', automated: 'Автоматически' },
  send: {
    reminder: 'Напоминание',
    overdue: 'Письмо о просрочке',
    payment: 'Уведомление о платеже',
    payment_adding: 'О получении последнего платежа',
    payment_change: 'Об исправлении последнего платежа',
  },
  dialog: {
    title: '{{notice}} — договор № {{contract}}',
    loading: 'Готовим текст',
    load_failed: 'Не удалось подготовить текст',
    nothing_selected: 'Выберите хотя бы один канал и одного покупателя',
    no_phone: 'Нет номера телефона: сообщение попадёт в журнал как неотправленное',
    no_email: 'Нет адреса эл. почты: сообщение попадёт в журнал как неотправленное',
    no_messages: 'В этом договоре нет покупателя, которому можно написать',
    send: 'Отправить ({{count}})',
    queued: 'Поставлено в очередь на отправку: {{count}}',
  },
};
