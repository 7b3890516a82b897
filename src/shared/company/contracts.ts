import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from '../validation/rules';

export const company = z.object({
  company_name: requiredText(255),
  /** English and Russian forms, printed by the parts of bilingual contracts ('' prints the Georgian). */
  company_name_en: optionalText(255),
  company_name_ru: optionalText(255),
  company_id: optionalText(50),
  company_director: optionalText(255),
  company_director_en: optionalText(255),
  company_director_ru: optionalText(255),
  company_phone: optionalText(50),
  company_email: optionalEmail,
  /**
   * Whether buyers get an SMS when a payment is added or changed or their sale is canceled (spec §4 event
   * notices); off by default. Left out of a save, a switch keeps its stored value.
   */
  notify_payment_adding: z.boolean().optional(),
  notify_payment_change: z.boolean().optional(),
  notify_sale_cancellation: z.boolean().optional(),
});
export type Company = z.output<typeof company>;
export type CompanyInput = z.input<typeof company>;
