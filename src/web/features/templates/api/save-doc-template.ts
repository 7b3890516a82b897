import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocTemplateBodyInput } from '@shared/templates/contracts';
import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

/** Creates (no id) or updates (with id) a template; a refusal answers 422 with the unknown placeholders. */
export const saveDocTemplate = (body: DocTemplateBodyInput) => call(docTemplateEndpoints.save, { body });

export function useSaveDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.docTemplates }),
  });
}
