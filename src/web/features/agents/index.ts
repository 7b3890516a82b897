export { agentKeys } from './api/agent-keys';
export { useAgentOptions } from './api/get-agent-options';
export { AgentsPage } from './routes/agents-page';
