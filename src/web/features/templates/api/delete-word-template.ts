import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wordTemplateEndpoints } from '@shared/templates/word-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export const deleteWordTemplate = (id: number) => call(wordTemplateEndpoints.remove, { params: { id } });

export function useDeleteWordTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWordTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.wordTemplates }),
  });
}
