export { AdvancePaymentsPage } from './routes/advance-payments-page';
