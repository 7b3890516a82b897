import { entriesOf, matchesEndpoint, type EndpointShape } from '@shared/api/endpoint';

/*
 * The web tests' canned answers, held to the server's contracts: a fake route's 200 answer must parse as
 * its endpoint's answer schema, so a fixture cannot keep a field the server renamed or lost.
 */

const tables = import.meta.glob('../../shared/**/*endpoints.ts', { eager: true });
export const allEndpoints = entriesOf(tables);

const paramCount = (entry: EndpointShape) => entry.path.split(':').length;

/**
 * The entry that serves `method` `path` (under /api), or undefined; a literal segment wins over a
 * parameter, as in Fastify's router (`/sales/with-targets` before `/sales/:id`).
 */
export const endpointOf = (method: string, path: string) =>
  allEndpoints
    .filter((entry) => matchesEndpoint(entry, method, path.replace(/^\/api/, '')))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];

const drifts: string[] = [];

/** Records where a canned 200 answer does not match the endpoint's answer schema. */
export function checkAnswer(method: string, path: string, body: unknown): void {
  const entry = endpointOf(method, path);
  if (!entry || typeof entry.answer === 'string') return;
  const parsed = entry.answer.safeParse(body);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  drifts.push(`${method} ${path} answers what its contract does not allow:\n  ${issues.join('\n  ')}`);
}

/** Records a fake route ('METHOD /api/path') that names no endpoint: the server has no such route. */
export function checkRoute(route: string): void {
  const [method = '', path = ''] = route.split(' ');
  if (!endpointOf(method, path)) drifts.push(`${route} names no endpoint of the table`);
}

/** Throws the drifts of the test that just ran, and forgets them. */
export function assertNoDrift(): void {
  if (!drifts.length) return;
  const found = drifts.splice(0).join('\n');
  throw new Error(`A fake answer drifted from the server's contract:\n${found}`);
}
