import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankAccountEndpoints } from '@shared/bank-accounts/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from '../../buildings';
import { bankAccountsKey } from './get-bank-accounts';

export const deleteBankAccount = (id: number) => call(bankAccountEndpoints.remove, { params: { id } });

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
