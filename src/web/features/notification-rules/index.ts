export { NotificationRulesPage } from './routes/notification-rules-page';
