import type { saleDocuments as ka } from '../ka/sale-documents';
import type { Translation } from '../translation';

export const saleDocuments: Translation<typeof ka> = {
  title: 'Contract and documents',
  loading: 'Loading',
  load_failed: 'Could not load the data',
  failed: 'Could not do that',
  close: 'Close',
  print: 'Print',
  actions: {
    contract: 'Contract',
    letter: 'Letter',
    sms: 'SMS',
  },
  contract: {
    title: 'Contract No {{contract}}',
    template: 'Template',
    no_templates:
      'There is no contract template for this sale’s type and language. Templates (.docx) are uploaded under Templates.',
    preview: 'Preview',
    preview_label: 'Contract preview',
    download_docx: 'Download .docx',
    download_pdf: 'Download PDF',
    store: 'Save to the sale’s files',
    stored: 'The contract is saved to the sale’s files',
  },
  letter: {
    title: 'Letter for contract No {{contract}}',
    template: 'Document template',
    no_templates: 'There are no letter, notice or receipt templates yet. They are created under Templates.',
    subject: 'Subject: {{subject}}',
    preview_label: 'Document preview',
  },
  sms: {
    title: 'SMS — contract No {{contract}}',
    recipients: 'Recipients',
    recipients_hint: 'Type a number and press Enter to add it',
    template: 'SMS template',
    message: 'Message',
    send: 'Send',
    sent: 'SMS sent: {{count}}',
    all_failed: 'The SMS could not be sent ({{count}})',
    partly_sent: 'Sent: {{sent}}, failed: {{failed}}',
    history: 'Sent SMS',
    history_empty: 'No SMS has been sent for this sale yet',
    statuses: {
      sent: 'Sent',
      failed: 'Failed',
    },
  },
  custom_fields: {
    title: 'Additional fields',
    edit: 'Edit fields',
    saved: 'Additional fields saved',
  },
};
