import type { auth as ka } from '../ka/auth';
import type { Translation } from '../translation';

export const auth: Translation<typeof ka> = {
  idle_signed_out: 'Вы вышли из системы после {{minutes}} мин. без активности.',
  title: 'Вход в систему',
  otp_title: 'Одноразовый код',
  forgot_title: 'Восстановление пароля',
  reset_title: 'Новый пароль',
  sign_in: 'Войти',
  confirm: 'Подтвердить',
  back: 'Назад',
  resend: 'Отправить код ещё раз',
  forgot_password: 'Забыли пароль?',
  forgot_hint: 'Введите свою электронную почту, и мы отправим ссылку для сброса пароля.',
  send_link: 'Отправить ссылку',
  back_to_login: 'Вернуться ко входу',
  otp_sent: 'Одноразовый код отправлен на вашу электронную почту. Введите его, чтобы завершить вход.',
  otp_resent: 'Код отправлен повторно',
  set_password: 'Сохранить пароль',
  password_changed: 'Пароль изменён. Войдите с новым паролем.',
  link_invalid: 'Ссылка недействительна или устарела.',
  request_new_link: 'Запросить новую ссылку',
  fields: {
    login: 'Имя пользователя или электронная почта',
    password: 'Пароль',
    otp: 'Код',
    email: 'Электронная почта',
    new_password: 'Новый пароль',
    password_confirmation: 'Повторите пароль',
  },
};
