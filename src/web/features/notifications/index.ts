export { NotificationsBell } from './components/notifications-bell';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  ManagerNotificationsPage: () =>
    import('./routes/notifications-page').then((m) => m.ManagerNotificationsPage),
  NotificationsPage: () => import('./routes/notifications-page').then((m) => m.NotificationsPage),
};
