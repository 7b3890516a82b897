import type { home as ka } from '../ka/home';
import type { Translation } from '../translation';

export const home: Translation<typeof ka> = {
  greeting: 'Здравствуйте, {{name}}!',
  quick_links: 'Быстрые ссылки на доступные вам разделы:',
  no_sections: 'У вас пока нет доступа ни к одному разделу. Обратитесь к администратору.',
};
