import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceListDetail } from '@shared/prices/contracts';
import { api } from '../../../lib/api/api-client';
import { invalidatePrices } from './invalidate-prices';
import { toPriceListFormData, type PriceListInput } from './to-price-list-form-data';

/**
 * Creates a draft, or edits one (a POST that says _method=PUT, as multipart needs). A file with bad rows
 * is refused with 422 and `rows: [{line, message}]`; nothing is saved then.
 */
export function savePriceList({ id, ...input }: PriceListInput & { id: number | null }) {
  const form = toPriceListFormData(input);
  if (id === null) return api.post<PriceListDetail>('/prices', form);
  form.append('_method', 'PUT');
  return api.post<PriceListDetail>(`/prices/${id}`, form);
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePriceList, onSuccess: () => invalidatePrices(queryClient) });
}
