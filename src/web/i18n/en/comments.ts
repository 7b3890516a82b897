import type { comments as ka } from '../ka/comments';
import type { Translation } from '../translation';

export const comments: Translation<typeof ka> = {
  title: 'Comments',
};
