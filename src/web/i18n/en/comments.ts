import type { comments as ka } from '../ka/comments';
import type { Translation } from '../translation';

export const comments: Translation<typeof ka> = {
  title: 'Comments',
  empty: 'No comments yet',
  new: 'New comment',
  add: 'Add',
  edit: 'Edit comment',
  edited: 'edited',
  unknown_author: 'Removed user',
};
