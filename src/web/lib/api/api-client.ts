import i18n from '../../i18n';
import { sessionToken } from '../auth/session-token';
import { ApiError, type ApiErrorBody } from './api-error';
import { toQueryString, type QueryValue } from './query-string';

type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** A plain object travels as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

function toErrorBody(status: number, body: unknown): ApiErrorBody {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string')
    return body as ApiErrorBody;
  return { message: i18n.t('messages:errors.server') || `HTTP ${status}` };
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(`/api${path}${toQueryString(options.query ?? {})}`, {
    method,
    headers,
    body,
    signal: options.signal,
  });
  const data = await readBody(response);
  if (response.ok) return data as T;

  // The session is over: dropping the token makes the auth guard send the user to /login.
  if (response.status === 401) sessionToken.clear();
  throw new ApiError(response.status, toErrorBody(response.status, data));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
