export { AgentsPage } from './routes/agents-page';
