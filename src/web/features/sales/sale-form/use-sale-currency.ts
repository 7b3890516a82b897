import { CURRENCIES, type Currency } from '@shared/money/money';
import { useWatch, type Control } from 'react-hook-form';
import type { CreateSaleBody } from '@shared/sales/contracts';

/** The sale's currency as chosen in the create form (USD until a valid one is chosen). */
export const useSaleCurrency = (control: Control<CreateSaleBody>): Currency => {
  const value = useWatch({ control, name: 'payment_ccy' });
  return CURRENCIES.includes(value) ? value : 'USD';
};
