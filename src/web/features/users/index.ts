export { useUserOptions } from './api/get-user-options';
export { UsersPage } from './routes/users-page';
