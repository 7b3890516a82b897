import i18n from '../../../../i18n';
import { ApiError } from '../../../../lib/api/api-error';
import { sessionToken } from '../../../../lib/auth/session-token';

export type FetchedFile = { blob: Blob; fileName: string };

/** The file name the server gives in Content-Disposition (the UTF-8 form first), or null. */
export function contentDispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * A POST whose answer is a file. The api client reads JSON, so this request is made by hand with the same
 * token and language; an error answer still carries the server's translated message.
 */
export async function fetchFile(path: string, body: unknown): Promise<FetchedFile> {
  const headers = new Headers({ 'Content-Language': i18n.language, 'Content-Type': 'application/json' });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as {
      message?: unknown;
      errors?: Record<string, string[]>;
    } | null;
    if (response.status === 401) sessionToken.clear();
    const message = typeof answer?.message === 'string' ? answer.message : i18n.t('messages:errors.server');
    throw new ApiError(response.status, { message, errors: answer?.errors });
  }
  const fileName = contentDispositionName(response.headers.get('Content-Disposition')) ?? 'document';
  return { blob: await response.blob(), fileName };
}
