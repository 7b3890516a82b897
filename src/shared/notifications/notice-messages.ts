import type { MessageCatalogue } from '../i18n/locales';

/**
 * The bell's texts, `notice.<kind>` for each NOTICE_KINDS entry, rendered when read in the reader's
 * language from the notice's params: contract_no, amount (with its currency's symbol), units (the
 * complex and the unit numbers), customer, date_to, recipient and channel; a task's title, its creator
 * and its due moment (`due`, already written out as DD.MM.YYYY or DD.MM.YYYY HH:mm). A name param may carry its
 * translations as `<name>_en` / `<name>_ru`.
 */
export const noticeMessages = {
  'notice.payment_added': {
    ka: 'ხელშეკრულებაზე №{contract_no} ({units}, {customer}) შემოვიდა გადახდა: {amount}',
    en: 'Payment of {amount} received on contract No. {contract_no} ({units}, {customer})',
    ru: 'По договору № {contract_no} ({units}, {customer}) поступил платёж: {amount}',
  },
  'notice.sale_overdue': {
    ka: 'ხელშეკრულება №{contract_no} ({units}, {customer}) ვადაგადაცილებულია',
    en: 'Contract No. {contract_no} ({units}, {customer}) is overdue',
    ru: 'Договор № {contract_no} ({units}, {customer}) просрочен',
  },
  'notice.sale_cancellation_candidate': {
    ka: 'ხელშეკრულება №{contract_no} ({units}, {customer}) გაუქმების კანდიდატი გახდა',
    en: 'Contract No. {contract_no} ({units}, {customer}) is now a cancellation candidate',
    ru: 'Договор № {contract_no} ({units}, {customer}) стал кандидатом на расторжение',
  },
  'notice.booking_expires_tomorrow': {
    ka: 'თქვენი ჯავშანი ({units}, {customer}) ხვალ ({date_to}) მთავრდება',
    en: 'Your booking ({units}, {customer}) ends tomorrow, {date_to}',
    ru: 'Ваша бронь ({units}, {customer}) заканчивается завтра, {date_to}',
  },
  'notice.booking_expired': {
    ka: 'თქვენს ჯავშანს ({units}, {customer}) ვადა გაუვიდა (მოქმედებდა {date_to}-ის ჩათვლით)',
    en: 'Your booking ({units}, {customer}) has expired (it ran until {date_to})',
    ru: 'Срок вашей брони ({units}, {customer}) истёк (она действовала по {date_to} включительно)',
  },
  'notice.message_failed': {
    ka: 'ადრესატს {recipient} ვერ გაეგზავნა {channel} (ხელშეკრულება №{contract_no})',
    en: 'Could not send the {channel} to {recipient} (contract No. {contract_no})',
    ru: 'Не удалось отправить {channel} получателю {recipient} (договор № {contract_no})',
  },
  'notice.task_assigned': {
    ka: '{creator} დაგავალათ: {title}',
    en: '{creator} gave you a task: {title}',
    ru: '{creator} поставил(а) вам задачу: {title}',
  },
  'notice.task_due': {
    ka: 'დავალების ვადა დადგა ({due}): {title}',
    en: 'Your task is due ({due}): {title}',
    ru: 'Наступил срок задачи ({due}): {title}',
  },
  'notice.ticket_assigned': {
    ka: 'თქვენ დაგევალათ მომართვა {ticket_no}: {subject}',
    en: 'Ticket {ticket_no} is assigned to you: {subject}',
    ru: 'Вам назначено обращение {ticket_no}: {subject}',
  },
  'notice.ticket_reply': {
    ka: 'მომართვაზე {ticket_no} ({subject}) ახალი პასუხია',
    en: 'New reply on ticket {ticket_no} ({subject})',
    ru: 'Новый ответ в обращении {ticket_no} ({subject})',
  },
  'notice.ticket_late': {
    ka: 'მომართვას {ticket_no} ({subject}) პასუხის ვადა გაუვიდა',
    en: 'Ticket {ticket_no} ({subject}) is past its response time',
    ru: 'Срок ответа на обращение {ticket_no} ({subject}) истёк',
  },
  'notice.channel.sms': { ka: 'SMS', en: 'SMS', ru: 'SMS' },
  'notice.channel.email': { ka: 'წერილი', en: 'e-mail', ru: 'письмо' },
} satisfies MessageCatalogue;
