export { agentKeys } from './api/agent-keys';
export { useAgentOptions } from './api/get-agent-options';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  AgentsPage: () => import('./routes/agents-page').then((m) => m.AgentsPage),
};
