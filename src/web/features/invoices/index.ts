export { invoiceKeys } from './api/invoice-keys';
export { IssueInvoiceDialog } from './components/issue-invoice-dialog';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  InvoicePrintPage: () => import('./routes/invoice-print-page').then((m) => m.InvoicePrintPage),
  InvoicesPage: () => import('./routes/invoices-page').then((m) => m.InvoicesPage),
};
