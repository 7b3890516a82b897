import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBankBody } from '@shared/banks/contracts';
import { bankEndpoints } from '@shared/banks/endpoints';
import { call } from '../../../lib/api/api-client';
import { banksKey } from './get-banks';

/** One call creates (no id) or updates (with id). */
export const saveBank = (body: SaveBankBody) => call(bankEndpoints.save, { body });

export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
