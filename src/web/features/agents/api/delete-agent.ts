import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';

export const deleteAgent = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/agents/${id}`);

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  });
}
