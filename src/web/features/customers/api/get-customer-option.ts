import { useQuery } from '@tanstack/react-query';
import type { Customer, CustomerOption } from '@shared/customers/contracts';
import { useTranslation } from 'react-i18next';
import { customerKeys } from './customer-keys';
import { getCustomer } from './get-customer';

const toOption = (c: Customer): CustomerOption => ({
  id: c.id,
  type: c.type,
  name: c.name,
  identification: c.type === 'company' ? c.company_id : c.personal_id,
  phone: c.phone,
});

/** A chosen customer as the picker shows it, loaded when the picker starts with an id. */
export function useCustomerOption(id: number | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: customerKeys.option(id, i18n.language),
    queryFn: ({ signal }) => getCustomer(id ?? 0, signal),
    enabled,
    select: toOption,
  });
}
