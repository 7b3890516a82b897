import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankEndpoints } from '@shared/banks/endpoints';
import { call } from '../../../lib/api/api-client';
import { banksKey } from './get-banks';

export const deleteBank = (id: number) => call(bankEndpoints.remove, { params: { id } });

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
