import { useMutation } from '@tanstack/react-query';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { sessionToken } from '../../../lib/auth/session-token';
import { downloadBlob } from '../../../lib/excel-export';

/** The empty import template; fetched by hand (the api client reads JSON) with the same token and language. */
export async function downloadAgentTemplate(): Promise<void> {
  const headers = new Headers({ 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch('/api/agents/import/template', { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof body?.message === 'string' ? body.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message });
  }
  downloadBlob(await response.blob(), 'agents-template.xlsx');
}

export const useDownloadAgentTemplate = () => useMutation({ mutationFn: downloadAgentTemplate });
