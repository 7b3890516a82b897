import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBankAccountBody } from '@shared/bank-accounts/contracts';
import { bankAccountEndpoints } from '@shared/bank-accounts/endpoints';
import { call } from '../../../lib/api/api-client';
import { buildingKeys } from '../../buildings';
import { bankAccountsKey } from './get-bank-accounts';

/** One call creates (no id) or updates (with id). */
export const saveBankAccount = (body: SaveBankAccountBody) => call(bankAccountEndpoints.save, { body });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    // A complex's card lists its accounts too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
        queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
      ]),
  });
}
