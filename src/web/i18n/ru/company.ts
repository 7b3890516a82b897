import type { company as ka } from '../ka/company';
import type { Translation } from '../translation';

export const company: Translation<typeof ka> = {
  title: 'Компания',
  fields: {
    company_name: 'Название компании',
    company_id: 'Идентификационный код',
    company_director: 'Директор',
    company_phone: 'Телефон',
    company_email: 'Электронная почта',
  },
};
