import type { users as ka } from '../ka/users';
import type { Translation } from '../translation';

export const users: Translation<typeof ka> = {
  title: 'Сотрудники',
  add: 'Добавить сотрудника',
  add_title: 'Новый сотрудник',
  edit_title: 'Редактирование сотрудника',
  fields: {
    name: 'Имя и фамилия',
    first_name: 'Имя',
    last_name: 'Фамилия',
    username: 'Имя пользователя',
    email: 'Электронная почта',
    phone: 'Телефон',
    password: 'Пароль',
    active: 'Активный',
    is_admin: 'Доступ к панели администрирования',
    roles: 'Роли',
    permissions: 'Дополнительные права',
    buildings: 'Комплексы (ID)',
  },
  hints: {
    password_keep: 'Оставьте пустым, чтобы сохранить текущий пароль',
    is_admin: 'Без этого сотрудник не сможет открывать разделы системы',
    permissions: 'Права сверх прав ролей',
    buildings: 'Введите номер комплекса и нажмите Enter',
  },
};
