export { NotificationsBell } from './components/notifications-bell';
export { NotificationsPage } from './routes/notifications-page';
