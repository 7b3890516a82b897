export { UsersPage } from './routes/users-page';
