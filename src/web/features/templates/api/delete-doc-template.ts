import { useMutation, useQueryClient } from '@tanstack/react-query';
import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const deleteDocTemplate = (id: number) => call(docTemplateEndpoints.remove, { params: { id } });

export function useDeleteDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.docTemplates }),
  });
}
