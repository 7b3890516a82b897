export { BankAccountsPage } from './routes/bank-accounts-page';
