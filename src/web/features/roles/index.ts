export { RolesPage } from './routes/roles-page';
