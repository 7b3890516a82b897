import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { buildingKeys } from '../../buildings';
import { bankAccountsKey } from './get-bank-accounts';

export const deleteBankAccount = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/bank-accounts/${id}`);

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
        queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
      ]),
  });
}
