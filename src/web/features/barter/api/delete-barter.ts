import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';

export const deleteBarter = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/barter/${id}`);

export function useDeleteBarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBarter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['barter'] }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
