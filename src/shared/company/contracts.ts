import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from '../validation/rules';

export const company = z.object({
  company_name: requiredText(255),
  company_id: optionalText(50),
  company_director: optionalText(255),
  company_phone: optionalText(50),
  company_email: optionalEmail,
});
export type Company = z.output<typeof company>;
export type CompanyInput = z.input<typeof company>;
