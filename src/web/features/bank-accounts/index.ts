export { bankAccountsKey, useBankAccounts } from './api/get-bank-accounts';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  BankAccountsPage: () => import('./routes/bank-accounts-page').then((m) => m.BankAccountsPage),
};
