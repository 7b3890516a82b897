import type { agents as ka } from '../ka/agents';
import type { Translation } from '../translation';

export const agents: Translation<typeof ka> = {
  title: 'Агенты',
};
