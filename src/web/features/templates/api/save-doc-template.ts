import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocTemplateBodyInput, TemplateSaveResult } from '@shared/templates/contracts';
import i18n from '../../../i18n';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { templateKeys } from './template-keys';

/** A `success: false` that arrives with 200 is turned into a 422, so the dialog reads one shape. */
export async function saveDocTemplate(body: DocTemplateBodyInput) {
  const answer = await api.post<TemplateSaveResult>('/doc-templates', body);
  if (answer.success === false)
    throw new ApiError(422, { ...answer, message: answer.message ?? i18n.t('common:toast.error') });
  return answer;
}

export function useSaveDocTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.docTemplates }),
  });
}
