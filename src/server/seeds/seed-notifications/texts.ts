import type { Locale } from '@shared/i18n/locales';
import type { NotificationChannel, NotificationReason } from '@shared/notifications/messages';
import { smsSegments } from '@shared/notifications/sms-segments';

/** What a demo message says: the contract, the amount with its currency and the date it concerns. */
export type Facts = { contract: string; amount: string; date: string };

type Texts = Record<Locale, (f: Facts) => { subject: string; body: string }>;

const COMPANY = { ka: 'თბილისი დეველოპმენტი', en: 'Tbilisi Development', ru: 'Tbilisi Development' };

const TEXTS: Record<NotificationReason, Texts> = {
  reminder: {
    ka: (f) => ({
      subject: `გადახდის შეხსენება — ${f.contract}`,
      body: `გამარჯობა! შეგახსენებთ, რომ ${f.date}-ში ხელშეკრულებით ${f.contract} გადასახდელია ${f.amount}. ${COMPANY.ka}`,
    }),
    en: (f) => ({
      subject: `Payment reminder — ${f.contract}`,
      body: `Hello! A reminder that ${f.amount} is due on ${f.date} under contract ${f.contract}. ${COMPANY.en}`,
    }),
    ru: (f) => ({
      subject: `Напоминание о платеже — ${f.contract}`,
      body: `Здравствуйте! Напоминаем, что ${f.date} по договору ${f.contract} нужно оплатить ${f.amount}. ${COMPANY.ru}`,
    }),
  },
  overdue: {
    ka: (f) => ({
      subject: `ვადაგადაცილებული გადახდა — ${f.contract}`,
      body: `ხელშეკრულებით ${f.contract} ${f.date}-ის გადასახდელი ${f.amount} ჯერ არ მიგვიღია. გთხოვთ, დაფაროთ დავალიანება ან დაგვიკავშირდეთ. ${COMPANY.ka}`,
    }),
    en: (f) => ({
      subject: `Overdue payment — ${f.contract}`,
      body: `We have not yet received ${f.amount} due on ${f.date} under contract ${f.contract}. Please pay or contact us. ${COMPANY.en}`,
    }),
    ru: (f) => ({
      subject: `Просроченный платёж — ${f.contract}`,
      body: `Мы ещё не получили ${f.amount} по договору ${f.contract}, срок был ${f.date}. Пожалуйста, оплатите или свяжитесь с нами. ${COMPANY.ru}`,
    }),
  },
  payment_adding: {
    ka: (f) => ({
      subject: `გადახდა მიღებულია — ${f.contract}`,
      body: `მადლობა! ${f.date}-ს ხელშეკრულებაზე ${f.contract} მივიღეთ ${f.amount}. ${COMPANY.ka}`,
    }),
    en: (f) => ({
      subject: `Payment received — ${f.contract}`,
      body: `Thank you! We received ${f.amount} on ${f.date} for contract ${f.contract}. ${COMPANY.en}`,
    }),
    ru: (f) => ({
      subject: `Платёж получен — ${f.contract}`,
      body: `Спасибо! ${f.date} мы получили ${f.amount} по договору ${f.contract}. ${COMPANY.ru}`,
    }),
  },
  payment_change: {
    ka: (f) => ({
      subject: `გადახდა შესწორდა — ${f.contract}`,
      body: `ხელშეკრულებაზე ${f.contract} ${f.date}-ის გადახდა შესწორდა: ${f.amount}. ${COMPANY.ka}`,
    }),
    en: (f) => ({
      subject: `Payment corrected — ${f.contract}`,
      body: `The payment of ${f.date} on contract ${f.contract} was corrected to ${f.amount}. ${COMPANY.en}`,
    }),
    ru: (f) => ({
      subject: `Платёж исправлен — ${f.contract}`,
      body: `Платёж от ${f.date} по договору ${f.contract} исправлен: ${f.amount}. ${COMPANY.ru}`,
    }),
  },
  sale_cancellation: {
    ka: (f) => ({
      subject: `ხელშეკრულების შეწყვეტის გაფრთხილება — ${f.contract}`,
      body: `ხელშეკრულებით ${f.contract} დავალიანება ${f.amount} დიდი ხანია არ დაფარულა. თუ ${f.date}-მდე არ გადაიხდით, ხელშეკრულება შეწყდება. ${COMPANY.ka}`,
    }),
    en: (f) => ({
      subject: `Notice of contract termination — ${f.contract}`,
      body: `The debt of ${f.amount} under contract ${f.contract} has long been unpaid. Unless paid by ${f.date}, the contract will be terminated. ${COMPANY.en}`,
    }),
    ru: (f) => ({
      subject: `Уведомление о расторжении договора — ${f.contract}`,
      body: `Задолженность ${f.amount} по договору ${f.contract} давно не погашена. Если не оплатить до ${f.date}, договор будет расторгнут. ${COMPANY.ru}`,
    }),
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message as it went out over the channel: SMS text and parts, or an e-mail's subject, text and HTML. */
export function compose(
  reason: NotificationReason,
  channel: NotificationChannel,
  locale: Locale,
  facts: Facts,
) {
  const { subject, body } = TEXTS[reason][locale](facts);
  if (channel === 'sms') return { subject: null, text: body, html: null, segments: smsSegments(body) };
  return { subject, text: body, html: `<p>${escapeHtml(body)}</p>`, segments: 0 };
}
