import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const deleteDocTemplate = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/doc-templates/${id}`);

export function useDeleteDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.docTemplates }),
  });
}
