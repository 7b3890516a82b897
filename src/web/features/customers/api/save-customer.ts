import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, SaveCustomerBody } from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import { api } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

/** A customer with the language for messages (null: the sale's contract language). */
export type CustomerWithLocale = Customer & { locale?: Locale | null };

/** Creates (no id) or updates (with id). */
export const saveCustomer = ({
  id,
  body,
}: {
  id: number | null;
  body: SaveCustomerBody & { locale?: Locale | null };
}) => (id === null ? api.post<Customer>('/customers', body) : api.put<Customer>(`/customers/${id}`, body));

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
