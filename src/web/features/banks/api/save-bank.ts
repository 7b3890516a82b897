import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bank, SaveBankBody } from '@shared/banks/contracts';
import { api } from '../../../lib/api/api-client';
import { banksKey } from './get-banks';

/** One call creates (no id) or updates (with id). */
export const saveBank = (body: SaveBankBody) => api.post<Bank>('/banks', body);

export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
