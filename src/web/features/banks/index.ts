export { banksKey, useBanks } from './api/get-banks';
export { BanksPage } from './routes/banks-page';
