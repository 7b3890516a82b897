import { z } from 'zod';
import { errorBody, forbiddenBody, validationErrorBody } from '@shared/errors';
import { MAX_RECORD_ID } from '@shared/validation/ids';

/**
 * Completes the OpenAPI document the routes produce, so a client generator gets what it needs: an
 * operationId and a summary for every operation (a route may set its own `summary`), the error answers
 * every route can give (described once under components and referenced), and no token asked of the
 * public routes. See docs/decisions/018-api-description.md.
 */
type Json = Record<string, unknown>;
interface Operation extends Json {
  summary?: string;
  operationId?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
}
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: string;
  /** Attempts or requests are counted and past a limit answered 429 (platform/route-limits.ts). */
  answersTooMany?: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const words = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();

/** Good enough for this API's collection names (sales, properties, bank-accounts, barter). */
const singular = (phrase: string) =>
  /\b\w{1,3}$/.test(phrase) ? phrase : phrase.replace(/ies$/, 'y').replace(/([^su])s$/, '$1');
export const article = (noun: string) => `${/^[aeio]/.test(noun) ? 'an' : 'a'} ${noun}`;
const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

const isParam = (segment: string) => segment.startsWith('{');
const isPlural = (phrase: string) => /[^su]s$|ies$/.test(phrase);
/** Path segments that name an action (`/sales/{id}/cancel`, `/payments/importFromExcel`). */
const ACTION =
  /^(add|apply|calculate|cancel|change|check|convert|deactivate|delete|export|get|import|login|logout|mark|pay|pre|preview|render|resend|reset|send|split|update|upload)\b/;

/** "Get a sale", "List payments of a sale", "Cancel (sale)", "Create a booking"... from method and path. */
export function summarize(method: string, path: string, readOnlyPost: boolean): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const statics = segments.filter((s) => !isParam(s)).map(words);
  const action = statics.findLast((s) => ACTION.test(s));
  if (action) {
    const owner = statics.find((s) => s !== action);
    return `${capitalize(action)}${owner ? ` (${singular(owner)})` : ''}`;
  }
  const last = segments.at(-1) ?? '';
  const name = statics.at(-1) ?? 'api';
  const owner = statics.length > 1 ? ` of ${article(singular(statics.at(-2)!))}` : '';
  if (isParam(last)) {
    const thing = `${article(singular(name))}${owner}`;
    if (method === 'get') return `Get ${thing}`;
    if (method === 'delete') return `Delete ${thing}`;
    return `Update ${thing}`;
  }
  if (method === 'get') return `${isPlural(name) ? 'List' : 'Get'} ${name}${owner}`;
  if (method === 'post' && readOnlyPost) return `List ${name}${owner} (filter in the body)`;
  if (method === 'put' || method === 'patch') return `Update ${name}${owner}`;
  if (method === 'delete') return `Delete ${name}${owner}`;
  return isPlural(name) ? `Create ${article(singular(name))}${owner}` : `Save ${name}${owner}`;
}

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** getSalesById, postSalesByIdCancel... unique within the document. */
export function operationIdFor(method: string, path: string): string {
  const parts = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (isParam(s) ? `By${pascal(s.slice(1, -1))}` : pascal(words(s))));
  return `${method}${parts.join('')}`;
}

const componentSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema);
  return rest;
};
const errorSchemas = {
  Error: componentSchema(errorBody),
  Forbidden: componentSchema(forbiddenBody),
  ValidationError: componentSchema(validationErrorBody),
};
const errorResponse = (description: string, schema: keyof typeof errorSchemas) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});
const ERROR_RESPONSES = {
  Unauthorized: errorResponse('Not signed in, or the session ended', 'Error'),
  Forbidden: errorResponse('Signed in without the permission this needs', 'Forbidden'),
  NotFound: errorResponse('No such record, or not one the user may see', 'Error'),
  Conflict: errorResponse('Other records still use this one, or it changed meanwhile', 'Error'),
  PayloadTooLarge: errorResponse('The body or one of its files is larger than allowed', 'Error'),
  Unprocessable: errorResponse('The input is invalid; `errors` names each field', 'ValidationError'),
  TooManyRequests: errorResponse('Too many attempts; see Retry-After', 'Error'),
};
const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** An input that names a record: a parameter or a body field that is a record's id (validation/ids.ts). */
const namesRecord = (op: Operation) =>
  JSON.stringify([op.parameters ?? [], op.requestBody ?? {}]).includes(`"maximum":${MAX_RECORD_ID}`);

/**
 * The error answers an operation can give: 401/403 behind a sign-in, 404 when its input names a record,
 * 409 for a write (a row still in use, a record changed meanwhile), 413 with a body, 422 for any request,
 * 429 where attempts are counted (the public routes with a body, and those `answersTooMany` says).
 */
function addErrorAnswers(op: Operation, method: string, path: string, rule: RouteAccessEntry | undefined) {
  const responses = (op.responses ??= {});
  const add = (code: string, name: keyof typeof ERROR_RESPONSES) => {
    responses[code] ??= ref(name);
  };
  const isPublic = rule?.access === 'public';
  if (!isPublic) {
    add('401', 'Unauthorized');
    add('403', 'Forbidden');
  }
  if (path.includes('{') || namesRecord(op)) add('404', 'NotFound');
  if (method !== 'get') add('409', 'Conflict');
  if (op.requestBody) add('413', 'PayloadTooLarge');
  // Every request has input: its headers are checked too (a NUL in one is refused, platform/input-guard.ts).
  add('422', 'Unprocessable');
  if ((isPublic && op.requestBody) || rule?.answersTooMany) add('429', 'TooManyRequests');
}

export function completeOpenApi<T extends Json>(document: T, routes: readonly RouteAccessEntry[]): T {
  const entries = new Map(routes.map((r) => [`${r.method.toLowerCase()} ${r.url}`, r]));
  const seen = new Set<string>();
  const paths = (document.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>;
  for (const [path, item] of Object.entries(paths)) {
    const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const entry = entries.get(`${method} ${fastifyPath}`);
      const isPublic = entry?.access === 'public';
      op.summary ??= summarize(method, path, entry?.access.endsWith('(read)') ?? false);
      let id = operationIdFor(method, path);
      for (let n = 2; seen.has(id); n++) id = `${operationIdFor(method, path)}${n}`;
      seen.add(id);
      op.operationId ??= id;
      if (isPublic) op.security = [];
      addErrorAnswers(op, method, path, entry);
    }
  }
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    info: {
      ...(document.info as Json),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ...errorSchemas },
      responses: { ...(components.responses as Json), ...ERROR_RESPONSES },
    },
  };
}
