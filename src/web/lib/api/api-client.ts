import {
  endpointPath,
  type AnswerOf,
  type EndpointInput,
  type EndpointShape,
  type EventsEndpoint,
  type FileEndpoint,
  type JsonEndpoint,
} from '@shared/api/endpoint';
import i18n from '../../i18n';
import { sessionToken } from '../auth/session-token';
import { ApiError, type ApiErrorBody } from './api-error';
import { toQueryString, type QueryValue } from './query-string';

/*
 * The one way the web app reaches the API (docs/decisions/038): every request names an entry of the
 * endpoint table in src/shared, so its path, its input and its answer are the server's own. The token,
 * the language, the error body and the end of a session on 401 are handled here once, for JSON, files and
 * the bell's stream alike.
 */

type Sent = { params?: Record<string, string | number>; query?: unknown; body?: unknown };
type Options = { signal?: AbortSignal };
/** The entry's input, required only where the entry has a required part. */
type Args<E extends EndpointShape> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & Options]
    : [input: EndpointInput<E> & Options];

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

/** Sends the request; answers the response when it is 2xx, and throws the server's error otherwise. */
async function send(entry: EndpointShape, input: Sent & Options, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (input.body instanceof FormData) {
    body = input.body;
  } else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }
  const query = toQueryString((input.query ?? {}) as Record<string, QueryValue>);
  const response = await fetch(`/api${endpointPath(entry.path, input.params)}${query}`, {
    method: entry.method,
    headers,
    body,
    signal: input.signal,
  });
  if (response.ok) return response;

  // The session is over: dropping the token makes the auth guard send the user to /login.
  if (response.status === 401) sessionToken.clear();
  throw new ApiError(response.status, toErrorBody(response.status, await readBody(response)));
}

/** Calls a JSON endpoint and answers what it answered, typed by its entry. */
export async function call<E extends JsonEndpoint>(entry: E, ...[input]: Args<E>): Promise<AnswerOf<E>> {
  const response = await send(entry, (input ?? {}) as Sent & Options, 'application/json');
  return (await readBody(response)) as AnswerOf<E>;
}

export type FetchedFile = { blob: Blob; fileName: string };

/** The file name the server gives in Content-Disposition (the UTF-8 form first), or null. */
export function contentDispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Fetches a file endpoint's file and the name the server gives it (`fallbackName` when it gives none). */
export async function download<E extends FileEndpoint>(
  entry: E,
  input: EndpointInput<E> & Options,
  fallbackName = 'document',
): Promise<FetchedFile> {
  const response = await send(entry, input as Sent & Options, '*/*');
  const fileName = contentDispositionName(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Opens an event-stream endpoint and answers its body, which the caller reads until it ends. */
export async function openStream<E extends EventsEndpoint>(
  entry: E,
  ...[input]: Args<E>
): Promise<NonNullable<Response['body']>> {
  const response = await send(entry, (input ?? {}) as Sent & Options, 'text/event-stream');
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`${entry.path}: not an event stream`);
  return response.body;
}
