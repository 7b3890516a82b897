export { invoiceKeys } from './api/invoice-keys';
export { IssueInvoiceDialog } from './components/issue-invoice-dialog';
export { InvoicePrintPage } from './routes/invoice-print-page';
export { InvoicesPage } from './routes/invoices-page';
