export { useUserOptions } from './api/get-user-options';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  UsersPage: () => import('./routes/users-page').then((m) => m.UsersPage),
};
