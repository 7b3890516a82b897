import { useMutation } from '@tanstack/react-query';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { sessionToken } from '../../../lib/auth/session-token';
import { downloadBlob } from '../../../lib/excel-export';

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, buildingId: number): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `price-template-${buildingId}.xlsx`;
}

/**
 * The complex's units as a spreadsheet to fill in. The api client reads JSON, so this one request is
 * fetched by hand with the same token and language, and the bytes are saved as a file.
 */
export async function downloadTemplate(buildingId: number): Promise<void> {
  const headers = new Headers({ 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/prices/template?building_id=${buildingId}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof body?.message === 'string' ? body.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message });
  }
  downloadBlob(await response.blob(), fileNameOf(response, buildingId));
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
