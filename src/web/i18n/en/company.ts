import type { company as ka } from '../ka/company';
import type { Translation } from '../translation';

export const company: Translation<typeof ka> = {
  title: 'Company',
  fields: {
    company_name: 'Company name',
    company_id: 'Identification code',
    company_director: 'Director',
    company_name_en: 'Name in English',
    company_name_ru: 'Name in Russian',
    company_director_en: 'Director in English',
    company_director_ru: 'Director in Russian',
    company_phone: 'Phone',
    company_email: 'E-mail',
  },
  notices: {
    title: 'Notices to buyers',
    intro: 'When switched on, the buyers get a message in their language automatically.',
    notify_payment_adding: 'When a payment is received',
    notify_payment_adding_hint: 'The buyer is told the amount received and the contract number',
    notify_payment_change: 'When a payment is corrected or deleted',
    notify_payment_change_hint: 'The buyer is told that their payment changed',
    notify_sale_cancellation: 'When the contract is canceled',
    notify_sale_cancellation_hint: 'The buyer is told that the contract was canceled',
  },
};
