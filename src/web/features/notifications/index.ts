export { NotificationsBell } from './components/notifications-bell';
export { ManagerNotificationsPage, NotificationsPage } from './routes/notifications-page';
