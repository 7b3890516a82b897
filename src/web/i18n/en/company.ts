import type { company as ka } from '../ka/company';
import type { Translation } from '../translation';

export const company: Translation<typeof ka> = {
  title: 'Company',
  fields: {
    company_name: 'Company name',
    company_id: 'Identification code',
    company_director: 'Director',
    company_phone: 'Phone',
    company_email: 'E-mail',
  },
};
