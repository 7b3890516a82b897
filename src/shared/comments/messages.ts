import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const commentsMessages = {
  'comments.too_long': {
    ka: 'კომენტარი 5000 სიმბოლოზე გრძელი ვერ იქნება',
    en: 'A comment can be at most 5,000 characters',
    ru: 'Комментарий не может быть длиннее 5000 символов',
  },
  'comments.author_only': {
    ka: 'კომენტარს ცვლის ან შლის მხოლოდ მისი ავტორი ან ადმინისტრატორი',
    en: 'Only the author or an administrator can change or delete a comment',
    ru: 'Изменить или удалить комментарий может только его автор или администратор',
  },
} as const satisfies MessageCatalogue;
