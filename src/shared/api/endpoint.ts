import type { z } from 'zod';

/*
 * One entry per API endpoint (docs/decisions/038): the server registers its route from the entry, the web
 * client calls it through the entry, and the web tests' canned answers are checked against it. A renamed
 * path or a changed answer is then a type error or a failing test, never a surprise at run time.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the endpoint answers: JSON of a schema, a file (its name in Content-Disposition), or a stream of
 * server-sent events.
 */
export type EndpointAnswer = z.ZodType | 'file' | 'events';

/** A multipart form (files and fields), read by the route itself (platform/file-form.ts). */
export type EndpointBody = z.ZodType | 'form';

export interface EndpointShape {
  method: HttpMethod;
  /** Under /api, with `:name` for each field of `params`. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: EndpointBody;
  answer: EndpointAnswer;
}

/** Keeps the entry's own types (literal path, its schemas) for the server and the client to read. */
export const endpoint = <const E extends EndpointShape>(entry: E): E => entry;

type Schema<S> = S extends z.ZodType ? S : never;

/** The path's values: a number or a string for each field (the route coerces and checks them). */
export type ParamsInput<E extends EndpointShape> = E['params'] extends z.ZodType
  ? { [K in keyof z.output<Schema<E['params']>>]: string | number }
  : never;
export type QueryInput<E extends EndpointShape> = E['query'] extends z.ZodType
  ? z.input<Schema<E['query']>>
  : never;
export type BodyInput<E extends EndpointShape> = E['body'] extends 'form'
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<Schema<E['body']>>
    : never;

type Part<Key extends string, Value> = [Value] extends [never]
  ? unknown
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a caller passes: the path's values, the query and the body, each only where the entry has one. */
export type EndpointInput<E extends EndpointShape> = Part<'params', ParamsInput<E>> &
  Part<'query', QueryInput<E>> &
  Part<'body', BodyInput<E>>;

/** The JSON an endpoint answers with, as its schema describes it. */
export type AnswerOf<E extends EndpointShape> = E['answer'] extends z.ZodType
  ? z.output<Schema<E['answer']>>
  : never;

export type JsonEndpoint = EndpointShape & { answer: z.ZodType };
export type FileEndpoint = EndpointShape & { answer: 'file' };
export type EventsEndpoint = EndpointShape & { answer: 'events' };

/** The path with each `:name` replaced by its value, encoded. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a request's method and path (under /api) are this endpoint's. */
export function matchesEndpoint(entry: EndpointShape, method: string, path: string): boolean {
  if (entry.method !== method) return false;
  const pattern = entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

const isEndpoint = (value: unknown): value is EndpointShape =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

/** Every entry found in loaded endpoint tables (nested records included), for the tests that walk them. */
export function entriesOf(tables: unknown): EndpointShape[] {
  if (isEndpoint(tables)) return [tables];
  if (typeof tables !== 'object' || tables === null) return [];
  return Object.values(tables).flatMap(entriesOf);
}
