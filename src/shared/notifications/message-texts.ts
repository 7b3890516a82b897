import type { MessageCatalogue } from '../i18n/locales';

/**
 * What the server writes to buyers when a rule names no template (the built-in texts, with the document
 * templates' placeholders), why a message was not sent, and the rules' and sends' refusals: ka, en, ru.
 */
const builtInTexts = {
  'messaging.reminder.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no} — {schedule_date} გადასახდელია {instalment_left} {currency_code}. ტელ: {company_phone}',
    en: '{company_name}: contract No. {contract_no} — {instalment_left} {currency_code} is due on {schedule_date}. Tel: {company_phone}',
    ru: '{company_name}: договор №{contract_no} — {schedule_date} к оплате {instalment_left} {currency_code}. Тел.: {company_phone}',
  },
  'messaging.reminder.subject': {
    ka: 'გადახდის შეხსენება — ხელშეკრულება №{contract_no}',
    en: 'Payment reminder — contract No. {contract_no}',
    ru: 'Напоминание об оплате — договор №{contract_no}',
  },
  'messaging.reminder.email': {
    ka: '<p>გახსენებთ, რომ ხელშეკრულება №{contract_no}-ის მიხედვით {schedule_date} გადასახდელია <strong>{instalment_left} {currency_code}</strong> (შენატანი №{schedule_no}).</p>',
    en: '<p>This is a reminder that <strong>{instalment_left} {currency_code}</strong> is due on {schedule_date} under contract No. {contract_no} (instalment No. {schedule_no}).</p>',
    ru: '<p>Напоминаем, что по договору №{contract_no} {schedule_date} к оплате <strong>{instalment_left} {currency_code}</strong> (взнос №{schedule_no}).</p>',
  },
  'messaging.overdue.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no} — შენატანი, რომლის ვადა იყო {schedule_date}, ვადაგადაცილებულია. დავალიანება: {overdue_amount} {currency_code}. ტელ: {company_phone}',
    en: '{company_name}: contract No. {contract_no} — the instalment due on {schedule_date} is overdue. Overdue amount: {overdue_amount} {currency_code}. Tel: {company_phone}',
    ru: '{company_name}: договор №{contract_no} — взнос со сроком {schedule_date} просрочен. Задолженность: {overdue_amount} {currency_code}. Тел.: {company_phone}',
  },
  'messaging.overdue.subject': {
    ka: 'ვადაგადაცილებული გადახდა — ხელშეკრულება №{contract_no}',
    en: 'Overdue payment — contract No. {contract_no}',
    ru: 'Просроченный платёж — договор №{contract_no}',
  },
  'messaging.overdue.email': {
    ka: '<p>ხელშეკრულება №{contract_no}-ის შენატანი №{schedule_no}, რომლის გადახდის ვადა იყო {schedule_date}, ჯერ არ არის გადახდილი. ვადაგადაცილებული თანხა: <strong>{overdue_amount} {currency_code}</strong>.</p><p>გთხოვთ, დაფაროთ დავალიანება უახლოეს დღეებში.</p>',
    en: '<p>Instalment No. {schedule_no} of contract No. {contract_no}, due on {schedule_date}, has not been paid yet. Overdue amount: <strong>{overdue_amount} {currency_code}</strong>.</p><p>Please settle the debt in the coming days.</p>',
    ru: '<p>Взнос №{schedule_no} по договору №{contract_no} со сроком оплаты {schedule_date} ещё не оплачен. Просроченная сумма: <strong>{overdue_amount} {currency_code}</strong>.</p><p>Просим погасить задолженность в ближайшие дни.</p>',
  },
  'messaging.reminder_service.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no}, {service_name} — {schedule_date} გადასახდელია {instalment_left} {currency_code}. ტელ: {company_phone}',
    en: '{company_name}: contract No. {contract_no}, {service_name} — {instalment_left} {currency_code} is due on {schedule_date}. Tel: {company_phone}',
    ru: '{company_name}: договор №{contract_no}, {service_name} — {schedule_date} к оплате {instalment_left} {currency_code}. Тел.: {company_phone}',
  },
  'messaging.reminder_service.subject': {
    ka: 'გადახდის შეხსენება — {service_name}, ხელშეკრულება №{contract_no}',
    en: 'Payment reminder — {service_name}, contract No. {contract_no}',
    ru: 'Напоминание об оплате — {service_name}, договор №{contract_no}',
  },
  'messaging.reminder_service.email': {
    ka: '<p>გახსენებთ, რომ ხელშეკრულება №{contract_no}-ის მიხედვით ({service_name}) {schedule_date} გადასახდელია <strong>{instalment_left} {currency_code}</strong> (შენატანი №{schedule_no}).</p>',
    en: '<p>This is a reminder that <strong>{instalment_left} {currency_code}</strong> for {service_name} is due on {schedule_date} under contract No. {contract_no} (instalment No. {schedule_no}).</p>',
    ru: '<p>Напоминаем, что по договору №{contract_no} ({service_name}) {schedule_date} к оплате <strong>{instalment_left} {currency_code}</strong> (взнос №{schedule_no}).</p>',
  },
  'messaging.overdue_service.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no}, {service_name} — შენატანი, რომლის ვადა იყო {schedule_date}, ვადაგადაცილებულია. დავალიანება: {overdue_amount} {currency_code}. ტელ: {company_phone}',
    en: '{company_name}: contract No. {contract_no}, {service_name} — the instalment due on {schedule_date} is overdue. Overdue amount: {overdue_amount} {currency_code}. Tel: {company_phone}',
    ru: '{company_name}: договор №{contract_no}, {service_name} — взнос со сроком {schedule_date} просрочен. Задолженность: {overdue_amount} {currency_code}. Тел.: {company_phone}',
  },
  'messaging.overdue_service.subject': {
    ka: 'ვადაგადაცილებული გადახდა — {service_name}, ხელშეკრულება №{contract_no}',
    en: 'Overdue payment — {service_name}, contract No. {contract_no}',
    ru: 'Просроченный платёж — {service_name}, договор №{contract_no}',
  },
  'messaging.overdue_service.email': {
    ka: '<p>ხელშეკრულება №{contract_no}-ის ({service_name}) შენატანი №{schedule_no}, რომლის გადახდის ვადა იყო {schedule_date}, ჯერ არ არის გადახდილი. ვადაგადაცილებული თანხა: <strong>{overdue_amount} {currency_code}</strong>.</p><p>გთხოვთ, დაფაროთ დავალიანება უახლოეს დღეებში.</p>',
    en: '<p>Instalment No. {schedule_no} for {service_name} under contract No. {contract_no}, due on {schedule_date}, has not been paid yet. Overdue amount: <strong>{overdue_amount} {currency_code}</strong>.</p><p>Please settle the debt in the coming days.</p>',
    ru: '<p>Взнос №{schedule_no} ({service_name}) по договору №{contract_no} со сроком оплаты {schedule_date} ещё не оплачен. Просроченная сумма: <strong>{overdue_amount} {currency_code}</strong>.</p><p>Просим погасить задолженность в ближайшие дни.</p>',
  },
  'messaging.renovation_named': {
    ka: 'რემონტი „{title}“',
    en: 'renovation “{title}”',
    ru: 'ремонт «{title}»',
  },
  'messaging.payment_adding.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no} — მიღებულია გადახდა {payment_amount} {payment_currency} ({payment_date}). გმადლობთ!',
    en: '{company_name}: contract No. {contract_no} — we received your payment of {payment_amount} {payment_currency} ({payment_date}). Thank you!',
    ru: '{company_name}: договор №{contract_no} — получен платёж {payment_amount} {payment_currency} ({payment_date}). Спасибо!',
  },
  'messaging.payment_adding.subject': {
    ka: 'გადახდა მიღებულია — ხელშეკრულება №{contract_no}',
    en: 'Payment received — contract No. {contract_no}',
    ru: 'Платёж получен — договор №{contract_no}',
  },
  'messaging.payment_adding.email': {
    ka: '<p>ხელშეკრულება №{contract_no}-ზე მიღებულია თქვენი გადახდა: <strong>{payment_amount} {payment_currency}</strong>, {payment_date}. გმადლობთ!</p>',
    en: '<p>We received your payment of <strong>{payment_amount} {payment_currency}</strong> on {payment_date} on contract No. {contract_no}. Thank you!</p>',
    ru: '<p>По договору №{contract_no} получен ваш платёж: <strong>{payment_amount} {payment_currency}</strong>, {payment_date}. Спасибо!</p>',
  },
  'messaging.payment_change.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no} — გადახდა შესწორდა: {payment_amount} {payment_currency} ({payment_date}). ტელ: {company_phone}',
    en: '{company_name}: contract No. {contract_no} — a payment was corrected: {payment_amount} {payment_currency} ({payment_date}). Tel: {company_phone}',
    ru: '{company_name}: договор №{contract_no} — платёж исправлен: {payment_amount} {payment_currency} ({payment_date}). Тел.: {company_phone}',
  },
  'messaging.payment_change.subject': {
    ka: 'გადახდა შესწორდა — ხელშეკრულება №{contract_no}',
    en: 'Payment corrected — contract No. {contract_no}',
    ru: 'Платёж исправлен — договор №{contract_no}',
  },
  'messaging.payment_change.email': {
    ka: '<p>ხელშეკრულება №{contract_no}-ზე თქვენი გადახდის მონაცემები შესწორდა: <strong>{payment_amount} {payment_currency}</strong>, {payment_date}.</p>',
    en: '<p>Your payment on contract No. {contract_no} was corrected: <strong>{payment_amount} {payment_currency}</strong>, {payment_date}.</p>',
    ru: '<p>Данные вашего платежа по договору №{contract_no} исправлены: <strong>{payment_amount} {payment_currency}</strong>, {payment_date}.</p>',
  },
  'messaging.sale_cancellation.sms': {
    ka: '{company_name}: ხელშეკრულება №{contract_no} გაუქმებულია. კითხვების შემთხვევაში დაგვიკავშირდით: {company_phone}',
    en: '{company_name}: contract No. {contract_no} has been canceled. For any questions call {company_phone}',
    ru: '{company_name}: договор №{contract_no} расторгнут. По вопросам звоните: {company_phone}',
  },
  'messaging.sale_cancellation.subject': {
    ka: 'ხელშეკრულება გაუქმდა — №{contract_no}',
    en: 'Contract canceled — No. {contract_no}',
    ru: 'Договор расторгнут — №{contract_no}',
  },
  'messaging.sale_cancellation.email': {
    ka: '<p>გაცნობებთ, რომ ხელშეკრულება №{contract_no} გაუქმებულია.</p>',
    en: '<p>We inform you that contract No. {contract_no} has been canceled.</p>',
    ru: '<p>Сообщаем, что договор №{contract_no} расторгнут.</p>',
  },
  'messaging.email.greeting': {
    ka: '<p>პატივცემულო {customer_name},</p>',
    en: '<p>Dear {customer_name},</p>',
    ru: '<p>Здравствуйте, {customer_name}!</p>',
  },
  'messaging.email.closing': {
    ka: '<p>კითხვების შემთხვევაში დაგვიკავშირდით: {company_phone} {company_email}</p><p>პატივისცემით,<br>{company_name}</p>',
    en: '<p>If you have any questions, contact us: {company_phone} {company_email}</p><p>Kind regards,<br>{company_name}</p>',
    ru: '<p>По любым вопросам свяжитесь с нами: {company_phone} {company_email}</p><p>С уважением,<br>{company_name}</p>',
  },
} satisfies MessageCatalogue;

const reasons = {
  'messaging.no_phone': {
    ka: 'მყიდველს ტელეფონის ნომერი არ აქვს მითითებული',
    en: 'The buyer has no phone number',
    ru: 'У покупателя не указан номер телефона',
  },
  'messaging.no_email': {
    ka: 'მყიდველს ელ-ფოსტა არ აქვს მითითებული',
    en: 'The buyer has no e-mail address',
    ru: 'У покупателя не указан адрес эл. почты',
  },
  'messaging.instalment_paid': {
    ka: 'შენატანი გაგზავნამდე გადაიხადეს',
    en: 'The instalment was paid before the message went out',
    ru: 'Взнос оплатили до отправки сообщения',
  },
  'messaging.sale_closed': {
    ka: 'ხელშეკრულება გაუქმებულია ან წაშლილია',
    en: 'The sale has been canceled or deleted',
    ru: 'Договор расторгнут или удалён',
  },
  'messaging.sale_muted': {
    ka: 'ამ ხელშეკრულებაზე ავტომატური შეტყობინებები გამორთულია',
    en: 'Automated messages are switched off for this sale',
    ru: 'Автоматические сообщения для этого договора отключены',
  },
  'messaging.no_upcoming_instalment': {
    ka: 'ხელშეკრულებას გადაუხდელი შენატანი აღარ აქვს',
    en: 'The sale has no unpaid instalment left',
    ru: 'У договора не осталось неоплаченных взносов',
  },
  'messaging.no_overdue_instalment': {
    ka: 'ხელშეკრულებას ვადაგადაცილებული შენატანი არ აქვს',
    en: 'The sale has no overdue instalment',
    ru: 'У договора нет просроченных взносов',
  },
  'messaging.no_payment': {
    ka: 'ხელშეკრულებაზე გადახდა ჯერ არ დაფიქსირებულა',
    en: 'No payment has been recorded on this sale yet',
    ru: 'По договору ещё нет платежей',
  },
  'messaging.not_a_buyer': {
    ka: 'ეს კლიენტი ამ ხელშეკრულების მყიდველი არ არის',
    en: 'This customer is not a buyer on this sale',
    ru: 'Этот клиент не является покупателем по договору',
  },
  'notification_rules.offset_reminder': {
    ka: 'შეხსენება იგზავნება გადახდის დღემდე 0-დან 60 დღემდე ადრე (−60-დან 0-მდე)',
    en: 'A reminder goes 0 to 60 days before the due date (−60 to 0)',
    ru: 'Напоминание отправляется за 0–60 дней до срока (от −60 до 0)',
  },
  'notification_rules.offset_overdue': {
    ka: 'ვადაგადაცილების წერილი იგზავნება გადახდის დღიდან 1-დან 365 დღემდე',
    en: 'An overdue letter goes 1 to 365 days after the due date',
    ru: 'Письмо о просрочке отправляется через 1–365 дней после срока',
  },
  'notification_rules.sms_template_type': {
    ka: 'აირჩიეთ SMS ტიპის დოკუმენტის შაბლონი',
    en: 'Choose a document template of type SMS',
    ru: 'Выберите шаблон документа типа SMS',
  },
  'notification_rules.email_template_type': {
    ka: 'აირჩიეთ ელ-ფოსტის ტიპის დოკუმენტის შაბლონი',
    en: 'Choose a document template of type e-mail',
    ru: 'Выберите шаблон документа типа «эл. почта»',
  },
} satisfies MessageCatalogue;

export const notificationTextsMessages = { ...builtInTexts, ...reasons };
