import type { saleNotices as ka } from '../ka/sale-notices';
import type { Translation } from '../translation';

export const saleNotices: Translation<typeof ka> = {
  title: 'Notifications',
  auto: {
    label: 'Send reminders automatically',
    off_hint: "This sale's buyers get no automated reminders or overdue letters",
    turned_on: 'Automated reminders switched on',
    turned_off: 'Automated reminders switched off',
  },
  sent: {
    title: 'Sent',
    empty: 'Nothing has been sent for this sale yet',
    all: 'All in the log',
    load_failed: 'Could not load what was sent',
  },
  planned: {
    title: 'Planned next',
    none: 'No message is planned',
    off: 'Automated sending is switched off for this sale',
    instalment: 'Instalment No {{number}}, due {{due_date}}',
    load_failed: 'Could not load the planned message',
  },
  fields: {
    date: 'Date',
    channel: 'Channel',
    type: 'Type',
    recipient: 'Recipient',
    status: 'Status',
    send_date: 'Goes out on',
    channels: 'Channels',
    buyers: 'Buyers',
    subject: 'Subject',
  },
  types: {
    reminder: 'Reminder',
    overdue: 'Overdue letter',
    payment_adding: 'Payment received',
    payment_change: 'Payment corrected',
    sale_cancellation: 'Contract canceled',
  },
  channels: { sms: 'SMS', email: 'E-mail' },
  locales: { ka: 'In Georgian', en: 'In English', ru: 'In Russian' },
  triggers: { manual: 'Manual', automated: 'Automated' },
  send: {
    reminder: 'Reminder',
    overdue: 'Overdue letter',
    payment: 'Payment notice',
    payment_adding: 'About the latest payment received',
    payment_change: 'About the latest payment corrected',
  },
  dialog: {
    title: '{{notice}} — contract No {{contract}}',
    loading: 'Preparing the text',
    load_failed: 'Could not prepare the text',
    nothing_selected: 'Choose at least one channel and one buyer',
    no_phone: 'No phone number: the message will be logged as failed',
    no_email: 'No e-mail address: the message will be logged as failed',
    no_messages: 'This contract has no buyer to write to',
    send: 'Send ({{count}})',
    queued: 'Queued for sending: {{count}}',
  },
};
