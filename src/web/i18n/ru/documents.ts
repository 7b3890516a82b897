import type { documents as ka } from '../ka/documents';
import type { Translation } from '../translation';

export const documents: Translation<typeof ka> = {
  title: 'Документы',
};
