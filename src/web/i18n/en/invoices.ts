import { INVOICE_PDF_LABELS } from '@shared/invoices/pdf-labels';
import type { invoices as ka } from '../ka/invoices';
import type { Translation } from '../translation';

export const invoices: Translation<typeof ka> = {
  title: 'Invoices',
  invoice: 'Invoice',
  fields: {
    number: 'Number',
    issue_date: 'Date of issue',
    due_date: 'Due date',
    contract_no: 'Contract',
    customer: 'Buyer',
    building: 'Complex',
    amount: 'Amount',
    currency: 'Currency',
    mode: 'For',
    created_by: 'Issued by',
    year: 'Year',
    search: 'Invoice or contract number',
  },
  modes: {
    next_instalments: 'Next instalment',
    amount: 'Chosen amount',
  },
  actions: {
    print: 'Print',
    pdf: 'Download PDF',
    open: 'Open invoice',
  },
  issue: {
    button: 'Issue invoice',
    title: 'Issue an invoice',
    mode: 'Invoice for',
    instalments: 'Number of instalments',
    amount: 'Amount',
    due_date: 'Due date',
    due_date_hint: 'Empty: the next instalment’s date',
    currency: 'Currency',
    sale_currency: 'The sale’s currency',
    submit: 'Issue',
    issued_title: 'Invoice issued',
    issued: 'Invoice No. {{number}}: {{amount}}, due {{due_date}}',
    close: 'Close',
  },
  print: {
    back: 'Back',
    to_list: 'Invoices',
    ...INVOICE_PDF_LABELS.en,
    // the page interpolates through i18next and says which rates it used
    purpose_text: 'Contract No. {{contract}}, invoice No. {{invoice}}',
    conversion:
      'Converted at the National Bank of Georgia rate of {{date}}: 1 {{from}} = {{from_rate}} GEL, 1 {{to}} = {{to_rate}} GEL',
  },
};
