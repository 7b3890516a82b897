import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidatePrices } from './invalidate-prices';
import { toPriceListFormData, type PriceListInput } from './to-price-list-form-data';

/**
 * Creates a draft, or edits one (a POST that says _method=PUT, as multipart needs). A file with bad rows
 * is refused with 422 and `rows: [{line, message}]`; nothing is saved then.
 */
export function savePriceList({ id, ...input }: PriceListInput & { id: number | null }) {
  const form = toPriceListFormData(input);
  if (id === null) return call(priceEndpoints.create, { body: form });
  form.append('_method', 'PUT');
  return call(priceEndpoints.updateByPost, { params: { id }, body: form });
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePriceList, onSuccess: () => invalidatePrices(queryClient) });
}
