import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointShape } from '@shared/api/endpoint';
import type { FormSpec } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entry of the endpoint table this route was registered from (every /api route has one). */
    endpoint?: EndpointShape;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request to the endpoint, its params, query and body typed as the entry's schemas leave them. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}>;

/** What the handler hands the serializer: the answer's schema input, or the reply it sent itself. */
type HandlerAnswer<E extends EndpointShape> = E['answer'] extends z.ZodType
  ? z.input<E['answer']> | FastifyReply
  : unknown;

export interface ServeOptions {
  /** Who may call it and the limits it draws on (platform/access.ts, platform/route-limits.ts). */
  config: FastifyContextConfig;
  /** The API document's groups and wording. */
  tags: string[];
  summary?: string;
  /** Answers besides the entry's own 200, for the document and the serializer (an editor's error shape). */
  otherAnswers?: Record<number, z.ZodType>;
  /** A `body: 'form'` entry's form, so the document and the validator describe its fields and files. */
  form?: FormSpec<z.ZodType>;
}

function schemaOf(entry: EndpointShape, options: ServeOptions): FastifySchema {
  const response: Record<number, z.ZodType> = { ...options.otherAnswers };
  if (typeof entry.answer !== 'string') response[200] = entry.answer;
  return {
    tags: options.tags,
    ...(options.summary ? { summary: options.summary } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body && entry.body !== 'form' ? { body: entry.body } : {}),
    ...(entry.body === 'form' && options.form ? options.form.schema : {}),
    ...(Object.keys(response).length ? { response } : {}),
    ...(entry.answer === 'events' ? { produces: ['text/event-stream'] } : {}),
  };
}

/**
 * Registers the route of one endpoint-table entry: its method, path and schemas come from the entry, the
 * access and limits from `options`. app.ts refuses an /api route registered any other way.
 */
export function serve<const E extends EndpointShape>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  entry: E,
  options: ServeOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => HandlerAnswer<E> | Promise<HandlerAnswer<E>>,
): void {
  app.route({
    method: entry.method,
    url: entry.path,
    config: { ...options.config, endpoint: entry },
    schema: schemaOf(entry, options),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * app.ts's onRoute check: an /api route (the API document's own pages aside) comes from the endpoint
 * table, so the web client, the document and the tests' fakes all know it.
 */
export function refuseRouteOutsideTable(route: { url: string; method: string | string[]; config?: unknown }) {
  if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
  if ((route.config as FastifyContextConfig | undefined)?.endpoint) return;
  const methods = [route.method].flat().join(',');
  throw new Error(`${methods} ${route.url} is not registered from the endpoint table (platform/serve.ts)`);
}
