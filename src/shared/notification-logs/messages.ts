import type { MessageCatalogue } from '../i18n/locales';

/**
 * Server texts of the notification log: the refusals of a resend and the Excel export's headers and
 * values (the export is written on the server, in the language of the request).
 */
export const notificationLogsMessages = {
  'notification_logs.resend_not_failed': {
    ka: 'ხელახლა გაგზავნა შესაძლებელია მხოლოდ გაუგზავნელი (შეცდომით დასრულებული) შეტყობინების',
    en: 'Only a message that failed can be sent again',
    ru: 'Повторно отправить можно только сообщение, которое не удалось отправить',
  },
  'notification_logs.resend_no_recipient': {
    ka: 'მყიდველს ტელეფონი ან ელფოსტა არ აქვს მითითებული. ჯერ დაამატეთ ის მყიდველის ბარათში, შემდეგ გაგზავნეთ ხელახლა',
    en: 'The buyer has no phone number or e-mail address. Add it to the customer first, then send again',
    ru: 'У покупателя не указан телефон или e-mail. Сначала добавьте его в карточку клиента, затем отправьте снова',
  },
  'notification_logs.export_too_many': {
    ka: 'ექსპორტისთვის ჩანაწერები ძალიან ბევრია. შეავიწროვეთ ფილტრი (მაგ. თარიღით)',
    en: 'Too many rows to export. Narrow the filter (for example by date)',
    ru: 'Слишком много строк для выгрузки. Сузьте фильтр (например, по дате)',
  },
  'notification_logs.sheet': { ka: 'შეტყობინებები', en: 'Notifications', ru: 'Уведомления' },
  'notification_logs.system': { ka: 'სისტემა', en: 'System', ru: 'Система' },
  'notification_logs.col.created_at': { ka: 'თარიღი', en: 'Date', ru: 'Дата' },
  'notification_logs.col.contract_no': { ka: 'ხელშეკრულება', en: 'Contract', ru: 'Договор' },
  'notification_logs.col.customer': { ka: 'მყიდველი', en: 'Customer', ru: 'Покупатель' },
  'notification_logs.col.recipient': { ka: 'ადრესატი', en: 'Recipient', ru: 'Получатель' },
  'notification_logs.col.channel': { ka: 'არხი', en: 'Channel', ru: 'Канал' },
  'notification_logs.col.type': { ka: 'ტიპი', en: 'Type', ru: 'Тип' },
  'notification_logs.col.trigger': { ka: 'წყარო', en: 'Started by', ru: 'Источник' },
  'notification_logs.col.status': { ka: 'სტატუსი', en: 'Status', ru: 'Статус' },
  'notification_logs.col.attempts': { ka: 'მცდელობა', en: 'Attempts', ru: 'Попытки' },
  'notification_logs.col.segments': { ka: 'SMS ნაწილი', en: 'SMS parts', ru: 'Частей SMS' },
  'notification_logs.col.sender': { ka: 'გამგზავნი', en: 'Sender', ru: 'Отправитель' },
  'notification_logs.col.delivered_at': { ka: 'მიწოდდა', en: 'Delivered', ru: 'Доставлено' },
  'notification_logs.col.error': { ka: 'შეცდომა / მიზეზი', en: 'Error / reason', ru: 'Ошибка / причина' },
  'notification_logs.col.text': { ka: 'ტექსტი', en: 'Text', ru: 'Текст' },
  'notification_logs.col.comment': {
    ka: 'ბოლო კომენტარი',
    en: 'Latest comment',
    ru: 'Последний комментарий',
  },
  'notification_logs.channel.sms': { ka: 'SMS', en: 'SMS', ru: 'SMS' },
  'notification_logs.channel.email': { ka: 'ელფოსტა', en: 'E-mail', ru: 'E-mail' },
  'notification_logs.type.reminder': { ka: 'შეხსენება', en: 'Reminder', ru: 'Напоминание' },
  'notification_logs.type.overdue': { ka: 'ვადაგადაცილება', en: 'Overdue', ru: 'Просрочка' },
  'notification_logs.type.payment_adding': {
    ka: 'გადახდის მიღება',
    en: 'Payment received',
    ru: 'Поступление платежа',
  },
  'notification_logs.type.payment_change': {
    ka: 'გადახდის ცვლილება',
    en: 'Payment changed',
    ru: 'Изменение платежа',
  },
  'notification_logs.type.sale_cancellation': {
    ka: 'ხელშეკრულების გაუქმება',
    en: 'Contract cancellation',
    ru: 'Расторжение договора',
  },
  'notification_logs.trigger.manual': { ka: 'ხელით', en: 'Manual', ru: 'Вручную' },
  'notification_logs.trigger.automated': { ka: 'ავტომატური', en: 'Automatic', ru: 'Автоматически' },
  'notification_logs.status.queued': { ka: 'რიგშია', en: 'Queued', ru: 'В очереди' },
  'notification_logs.status.sending': { ka: 'იგზავნება', en: 'Sending', ru: 'Отправляется' },
  'notification_logs.status.sent': { ka: 'გაგზავნილი', en: 'Sent', ru: 'Отправлено' },
  'notification_logs.status.delivered': { ka: 'მიწოდებული', en: 'Delivered', ru: 'Доставлено' },
  'notification_logs.status.failed': { ka: 'ვერ გაიგზავნა', en: 'Failed', ru: 'Не отправлено' },
  'notification_logs.status.canceled': { ka: 'გაუქმებული', en: 'Canceled', ru: 'Отменено' },
} satisfies MessageCatalogue;
