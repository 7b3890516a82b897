export { LogsPage } from './routes/logs-page';
