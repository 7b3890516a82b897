import type { profile as ka } from '../ka/profile';
import type { Translation } from '../translation';

export const profile: Translation<typeof ka> = {
  title: 'Мой профиль',
  details: 'Личные данные',
  change_password: 'Смена пароля',
  fields: {
    first_name: 'Имя',
    last_name: 'Фамилия',
    email: 'Электронная почта',
    phone: 'Телефон',
    current_password: 'Текущий пароль',
    new_password: 'Новый пароль',
    password_confirmation: 'Повторите новый пароль',
  },
};
