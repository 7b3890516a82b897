export { BarterPage } from './routes/barter-page';
