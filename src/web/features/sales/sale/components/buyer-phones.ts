import type { SaleDetail } from '@shared/sales/contracts';
import { smsRecipient } from '@shared/templates/contracts';

/** Phone numbers are kept without spaces, dashes or brackets, as the gateway takes them. */
export const cleanPhone = (phone: string) => phone.replace(/[\s\-()]/g, '');

/** The current buyers' phones, each once. */
export const buyerPhones = (sale: SaleDetail) => [
  ...new Set(
    sale.customers
      .filter((c) => c.removed_at === null && c.phone)
      .map((c) => cleanPhone(c.phone!))
      .filter((phone) => smsRecipient.safeParse(phone).success),
  ),
];
