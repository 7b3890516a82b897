import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { banksKey } from './get-banks';

export const deleteBank = (id: number) => api.delete<{ success: boolean; message?: string }>(`/banks/${id}`);

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
