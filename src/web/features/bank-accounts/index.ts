export { bankAccountsKey, useBankAccounts } from './api/get-bank-accounts';
export { BankAccountsPage } from './routes/bank-accounts-page';
