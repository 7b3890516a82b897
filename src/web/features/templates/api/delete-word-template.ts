import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const deleteWordTemplate = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/word-templates/${id}`);

export function useDeleteWordTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWordTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.wordTemplates }),
  });
}
