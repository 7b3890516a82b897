import { vi } from 'vitest';
import { checkAnswer, checkRoute } from './contract-check';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
type Answer = { status: number; body: unknown };
type Route = unknown | ((request: FakeRequest) => unknown);

const ANSWER = Symbol('answer');

/** A non-200 answer from a fake route: `reply(422, { message, errors })`. */
export function reply(status: number, body: unknown): Answer & { [ANSWER]: true } {
  return { status, body, [ANSWER]: true };
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

/**
 * Replaces fetch with a table of 'METHOD /api/path' -> body (or a function of the request), so
 * component tests run the real api client, query hooks and error parsing against canned answers.
 * An unlisted route answers 404, every request is recorded, and a 200 answer is checked against its
 * endpoint's contract (contract-check.ts).
 */
export function fakeApi(routes: Record<string, Route>) {
  for (const route of Object.keys(routes)) checkRoute(route);
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const result = typeof route === 'function' ? (route as (r: FakeRequest) => unknown)(request) : route;
    // A route may answer a Response of its own: a stream, say.
    if (result instanceof Response) return result;
    const answer =
      route === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : isAnswer(result)
          ? result
          : { status: 200, body: result };
    if (answer.status === 200) checkAnswer(request.method, request.path, answer.body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
