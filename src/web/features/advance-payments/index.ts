export { advancePaymentKeys } from './api/advance-payment-keys';
export { AdvancePaymentsPage } from './routes/advance-payments-page';
