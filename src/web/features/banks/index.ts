export { BanksPage } from './routes/banks-page';
