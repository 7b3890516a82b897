import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wordTemplateEndpoints } from '@shared/templates/word-template-endpoints';
import i18n from '../../../i18n';
import { call } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { templateKeys } from './template-keys';

/**
 * Creates (no id) or replaces (with id) a template. A refusal answers 422 with the unknown placeholders;
 * a `success: false` that arrives with 200 is turned into the same error, so the dialog reads one shape.
 */
export async function saveWordTemplate({ id, form }: { id: number | null; form: FormData }) {
  const answer =
    id === null
      ? await call(wordTemplateEndpoints.create, { body: form })
      : await call(wordTemplateEndpoints.update, { params: { id }, body: form });
  if (answer.success === false)
    throw new ApiError(422, { ...answer, message: answer.message ?? i18n.t('common:toast.error') });
  return answer;
}

export function useSaveWordTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWordTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.wordTemplates }),
  });
}
