export { advancePaymentKeys } from './api/advance-payment-keys';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  AdvancePaymentsPage: () => import('./routes/advance-payments-page').then((m) => m.AdvancePaymentsPage),
};
