import { customerName } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import { formatMoney, fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { MessagePreview, NotificationChannel, NotificationReason } from '@shared/notifications/messages';
import { smsSegments } from '@shared/notifications/sms-segments';
import { isPastDue } from '@shared/sales/allocation';
import type { ContractLanguage } from '@shared/sales/contracts';
import type { ServiceOrderKind } from '@shared/services/contracts';
import { primaryLocale } from '@shared/templates/placeholders';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import {
  longDate,
  put,
  readSaleTemplateSource,
  saleTemplateData,
  type TemplateConstants,
  type TemplateData,
} from '../contracts/contract-data.service';
import { fillTemplate } from '../doc-templates/doc-templates.service';
import type { NewMessage } from './message-queue.service';
import * as repo from './messaging.repository';

/**
 * Writes the messages to a sale's buyers: one per buyer and channel, in the buyer's language (their own,
 * else the contract's), from the rule's template for the channel — or its sibling in the buyer's language
 * (same type and name) — or, without a template, the built-in text of the reason. Placeholders are the
 * document templates' ones; outside the schedule loop `{schedule_date}` and friends are the instalment
 * the message is about, `{payment_*}` the payment. About a renovation's or container's instalment, they
 * are its own, `{currency_code}` its currency and `{service_name}` names it (decision 022).
 */

/** The renovation or container a reminder is about (decision 022): its instalments, title and currency. */
export interface ServiceOrderRef {
  id: number;
  kind: ServiceOrderKind;
  title: string;
  currency: Currency;
}

export type MessageTopic =
  | { reason: 'reminder' | 'overdue'; instalment: repo.InstalmentRecord; order?: ServiceOrderRef }
  | { reason: 'payment_adding' | 'payment_change'; payment: repo.PaymentForNotice }
  | { reason: 'sale_cancellation' };

export type TemplateChoice = Partial<Record<NotificationChannel, number | null>>;

export interface ComposeRequest {
  saleId: number;
  topic: MessageTopic;
  channels: readonly NotificationChannel[];
  /** The buyers to write to (current buyers of the sale); all of them when left out. */
  customerIds?: readonly number[];
  templates?: TemplateChoice;
  /** Tbilisi's date: what counts as overdue. */
  today: string;
  /** The company and custom fields, when the caller composes for many sales and read them once. */
  constants?: TemplateConstants | undefined;
}

export interface ComposedMessage extends MessagePreview {
  html: string | null;
}

const CONTRACT_LANGUAGE: Record<Locale, ContractLanguage> = { ka: 'ge', en: 'en', ru: 'ru' };

const money = (minor: bigint) => formatMoney(fromMinor(minor));
const left = (i: repo.InstalmentRecord) => {
  const rest = toMinor(i.amount) - toMinor(i.paid_amount);
  return rest > 0n ? rest : 0n;
};

/** Whether an instalment is overdue on `today`: unpaid after its due date. */
export const isOverdue = (i: repo.InstalmentRecord, today: string) =>
  isPastDue(i.due_date, today) && left(i) > 0n;
export const isUnpaid = (i: repo.InstalmentRecord) => left(i) > 0n;

/** What is unpaid of the instalments whose due date has passed. */
export function overdueMinor(instalments: readonly repo.InstalmentRecord[], today: string): bigint {
  return instalments.filter((i) => isPastDue(i.due_date, today)).reduce((sum, i) => sum + left(i), 0n);
}

function addTopic(
  data: TemplateData,
  topic: MessageTopic,
  instalments: readonly repo.InstalmentRecord[],
  today: string,
  locale: Locale,
): void {
  if ('instalment' in topic) {
    const i = topic.instalment;
    put(data, 'schedule_no', String(i.number), locale);
    put(data, 'schedule_date', (l) => longDate(i.due_date, l), locale);
    put(data, 'schedule_amount', formatMoney(i.amount), locale);
    put(data, 'instalment_left', money(left(i)), locale);
    put(data, 'overdue_amount', money(overdueMinor(instalments, today)), locale);
    const order = topic.order;
    if (order) {
      put(data, 'service_name', (l) => serviceName(order, l), locale);
      put(data, 'currency_code', order.currency, locale);
    }
  } else if ('payment' in topic) {
    const p = topic.payment;
    put(data, 'payment_amount', formatMoney(p.original_amount), locale);
    put(data, 'payment_currency', p.currency, locale);
    put(data, 'payment_date', (l) => longDate(p.payment_date, l), locale);
  }
}

function addBuyer(data: TemplateData, buyer: repo.Buyer, locale: Locale): TemplateData {
  const own: TemplateData = { ...data };
  const type = buyer.type === 'company' ? 'company' : 'individual';
  put(own, 'customer_name', (l) => customerName({ ...buyer, type }, l), locale);
  put(own, 'customer_phone', buyer.phone ?? '', locale);
  put(own, 'customer_email', buyer.email ?? '', locale);
  return own;
}

/** The rule's template for the channel in the buyer's language when a sibling exists, else as chosen. */
async function templateFor(
  db: Db,
  id: number | null | undefined,
  channel: NotificationChannel,
  locale: Locale,
): Promise<repo.MessageTemplate | null> {
  if (!id) return null;
  const [chosen] = await repo.templatesByIds(db, [id]);
  if (!chosen || chosen.type !== channel) return null;
  if (chosen.language === locale) return chosen;
  const siblings = await repo.templatesNamed(db, chosen.type, chosen.name);
  return siblings.find((t) => t.language === locale) ?? chosen;
}

/** "renovation “Turnkey”" or a container's title: what a reminder about its instalment is for. */
export const serviceName = (order: Pick<ServiceOrderRef, 'kind' | 'title'>, locale: Locale) =>
  order.kind === 'renovation'
    ? translate('messaging.renovation_named', locale, { title: order.title })
    : order.title;

/** The built-in texts of a topic: a renovation's or container's instalment has its own, naming it. */
const textsOf = (topic: MessageTopic) =>
  'order' in topic && topic.order ? (`${topic.reason}_service` as const) : topic.reason;

function render(
  texts: NotificationReason | 'reminder_service' | 'overdue_service',
  channel: NotificationChannel,
  template: repo.MessageTemplate | null,
  data: TemplateData,
  locale: Locale,
  baseUrl: string,
): Pick<ComposedMessage, 'subject' | 'text' | 'html' | 'segments'> {
  if (channel === 'sms') {
    const { text } = fillTemplate(
      { subject: null, body: template?.body ?? translate(`messaging.${texts}.sms`, locale) },
      data,
      baseUrl,
    );
    return { subject: null, text, html: null, segments: smsSegments(text) };
  }
  const body =
    template?.body ??
    ['messaging.email.greeting', `messaging.${texts}.email`, 'messaging.email.closing']
      .map((key) => translate(key, locale))
      .join('');
  const subject = template?.subject || translate(`messaging.${texts}.subject`, locale);
  return { ...fillTemplate({ subject, body }, data, baseUrl), segments: 0 };
}

/** The buyer's language: their own, else the contract's (ge, ge_en, ge_ru: Georgian). */
export const buyerLocale = (
  buyer: Pick<repo.Buyer, 'locale'>,
  sale: Pick<repo.SaleForMessages, 'contract_lang'>,
) => buyer.locale ?? primaryLocale(sale.contract_lang);

/**
 * The messages of one topic to the sale's buyers over the channels, in buyer then channel order. A buyer
 * without a phone (SMS) or an e-mail gets a message with an empty recipient: delivery logs it as failed.
 */
export async function composeMessages(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: ComposeRequest,
): Promise<ComposedMessage[]> {
  const { db } = deps;
  const source = await readSaleTemplateSource(db, request.saleId, request.constants);
  if (!source) return [];
  const { sale } = source;
  const buyers = source.buyers.filter((b) => !request.customerIds || request.customerIds.includes(b.id));
  const { topic } = request;
  const instalments =
    'instalment' in topic
      ? topic.order
        ? await repo.serviceInstalmentsOf(db, topic.order.id)
        : source.schedule
      : [];
  const perLocale = new Map<Locale, TemplateData>();
  const dataIn = (locale: Locale) => {
    let data = perLocale.get(locale);
    if (!data) {
      data = saleTemplateData(source, CONTRACT_LANGUAGE[locale], request.today);
      addTopic(data, topic, instalments, request.today, locale);
      perLocale.set(locale, data);
    }
    return data;
  };
  const messages: ComposedMessage[] = [];
  for (const buyer of buyers) {
    for (const channel of request.channels) {
      const template = await templateFor(db, request.templates?.[channel], channel, buyerLocale(buyer, sale));
      const locale = template?.language ?? buyerLocale(buyer, sale);
      const data = addBuyer(dataIn(locale), buyer, locale);
      messages.push({
        customer_id: buyer.id,
        recipient: (channel === 'sms' ? buyer.phone : buyer.email) ?? '',
        channel,
        locale,
        ...render(textsOf(topic), channel, template, data, locale, deps.config.storageBaseUrl),
      });
    }
  }
  return messages;
}

/** A composed message as the answer of a preview shows it. */
export const preview = ({ html: _html, ...message }: ComposedMessage): MessagePreview => message;

/** The log rows of composed messages, queued for delivery. */
export function newMessages(
  messages: readonly ComposedMessage[],
  fields: Pick<NewMessage, 'reason' | 'trigger' | 'sale_id'> & Partial<NewMessage>,
  key?: (m: ComposedMessage) => string,
): NewMessage[] {
  return messages.map(({ customer_id, ...m }) => ({
    ...fields,
    customer_id,
    channel: m.channel,
    recipient: m.recipient,
    locale: m.locale,
    subject: m.subject,
    text: m.text,
    html: m.html,
    segments: m.segments,
    idempotency_key: key ? key({ customer_id, ...m }) : null,
  }));
}
