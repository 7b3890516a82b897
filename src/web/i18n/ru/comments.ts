import type { comments as ka } from '../ka/comments';
import type { Translation } from '../translation';

export const comments: Translation<typeof ka> = {
  title: 'Комментарии',
  empty: 'Комментариев пока нет',
  new: 'Новый комментарий',
  add: 'Добавить',
  edit: 'Изменить комментарий',
  edited: 'изменено',
  unknown_author: 'Удалённый пользователь',
};
