import type { home as ka } from '../ka/home';
import type { Translation } from '../translation';

export const home: Translation<typeof ka> = {
  greeting: 'Hello, {{name}}!',
  quick_links: 'Quick links to the sections you can open:',
  no_sections: 'You do not have access to any section yet. Please contact the administrator.',
};
