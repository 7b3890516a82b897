export { agentKeys } from './api/agent-keys';
export { AgentsPage } from './routes/agents-page';
