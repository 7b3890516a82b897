import type { company as ka } from '../ka/company';
import type { Translation } from '../translation';

export const company: Translation<typeof ka> = {
  title: 'Компания',
  fields: {
    company_name: 'Название компании',
    company_id: 'Идентификационный код',
    company_director: 'Директор',
    company_name_en: 'Название на английском',
    company_name_ru: 'Название на русском',
    company_director_en: 'Директор на английском',
    company_director_ru: 'Директор на русском',
    company_phone: 'Телефон',
    company_email: 'Электронная почта',
  },
  notices: {
    title: 'Уведомления покупателям',
    intro: 'Если включено, покупатель автоматически получает сообщение на своём языке.',
    notify_payment_adding: 'При получении платежа',
    notify_payment_adding_hint: 'Покупателю сообщается полученная сумма и номер договора',
    notify_payment_change: 'При исправлении или удалении платежа',
    notify_payment_change_hint: 'Покупателю сообщается, что его платёж изменён',
    notify_sale_cancellation: 'При расторжении договора',
    notify_sale_cancellation_hint: 'Покупателю сообщается, что договор расторгнут',
  },
};
