export { BuildingsPage } from './routes/buildings-page';
