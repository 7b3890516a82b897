export { PricesPage } from './routes/prices-page';
