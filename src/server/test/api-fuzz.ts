/**
 * Requests made from the app's own OpenAPI document: for each operation a realistic one and a few hostile
 * ones, each value drawn from the operation's declared schemas. Deterministic, so a failure repeats.
 */
type Json = Record<string, unknown>;
export type Schema = Json;

export interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** What a hostile variant puts where the schema asks for an integer, a string, a number or a date. */
export interface Leaves {
  name: string;
  integer: (key: string) => unknown;
  string: (key: string, schema: Schema) => unknown;
  number: (key: string) => unknown;
  date: (key: string) => unknown;
}

export interface FuzzRequest {
  variant: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const isDateSchema = (s: Schema) => typeof s.pattern === 'string' && DATE.test(s.pattern);
const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type as string] : []);

/** A value a form would send: the first choice of an enum, 1 for ids and counts, a date this year. */
function realisticString(key: string, s: Schema): string {
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (isDateSchema(s)) return key.endsWith('_to') ? '2026-12-31' : '2026-01-15';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (/email/.test(key)) return 'fuzz@example.ge';
  if (/phone/.test(key)) return '+995555123456';
  if (/amount|price|sum|fee|rate|area|percent|quantity/.test(key)) return '100.50';
  if (/month/.test(key)) return '2026-01';
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  return 'ტესტი Test'.padEnd(min, 'x').slice(0, typeof s.maxLength === 'number' ? s.maxLength : 64);
}

export const REALISTIC: Leaves = {
  name: 'realistic',
  integer: () => 1,
  string: realisticString,
  number: (key) => (/percent/.test(key) ? 10 : 100),
  date: (key) => (key.endsWith('_to') ? '2026-12-31' : '2026-01-15'),
};

const hostile = (name: string, over: Partial<Leaves>): Leaves => ({ ...REALISTIC, name, ...over });

/** The variants each operation is tried with, beside the realistic one and the malformed bodies. */
export const HOSTILE: Leaves[] = [
  hostile('ids beyond 32 bits', { integer: () => 2_147_483_648 }),
  hostile('NUL in text', { string: (key, s) => (Array.isArray(s.enum) ? s.enum[0] : `a\u0000b ${key}`) }),
  hostile('money beyond its column', {
    number: () => '999999999999999.99',
    string: (key, s) =>
      /amount|price|sum|fee|quantity|area/.test(key) ? '999999999999999.99' : realisticString(key, s),
  }),
  hostile('not a number', {
    number: () => 'abc',
    integer: () => 'abc',
    string: (key, s) =>
      /amount|price|sum|fee|rate|area|percent/.test(key) ? 'abc' : realisticString(key, s),
  }),
  hostile('impossible dates', { date: () => '2025-02-30' }),
  hostile('far dates', { date: (key) => (key.endsWith('_to') ? '9999-12-31' : '0001-01-01') }),
];

/** Follows `#/components/...` references; a reference met again inside itself is left open. */
export function resolve(document: Json, schema: unknown, seen: string[] = []): Schema {
  if (!schema || typeof schema !== 'object') return {};
  const ref = (schema as Json).$ref;
  if (typeof ref !== 'string') return schema as Schema;
  if (seen.includes(ref)) return {};
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], document);
  return resolve(document, target, [...seen, ref]);
}

/** A value for the schema, with each leaf drawn from `leaves`; null when the schema allows only null. */
export function sample(document: Json, raw: unknown, leaves: Leaves, key = '', depth = 0): unknown {
  const s = resolve(document, raw);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  const choices = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (choices) {
    const first = choices.map((c) => resolve(document, c)).find((c) => !types(c).includes('null')) ?? {};
    return sample(document, first, leaves, key, depth + 1);
  }
  if (Array.isArray(s.allOf)) return sample(document, s.allOf[0], leaves, key, depth + 1);
  const t = types(s).filter((x) => x !== 'null');
  if (t.includes('object') || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(properties).map(([name, p]) => [name, sample(document, p, leaves, name, depth + 1)]),
    );
  }
  if (t.includes('array')) return [sample(document, s.items, leaves, key, depth + 1)];
  if (t.includes('string') && isDateSchema(s)) return leaves.date(key);
  if (t.includes('integer')) return leaves.integer(key);
  if (t.includes('number')) return leaves.number(key);
  if (t.includes('string')) return leaves.string(key, s);
  if (t.includes('boolean')) return true;
  if (Array.isArray(s.enum)) return s.enum[0];
  return null;
}

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

function query(values: [string, unknown][]): string {
  const pairs = values.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((v) => v !== null && v !== undefined)
      .map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(asText(v))}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function multipartBody(fields: Json): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----realtyfuzz';
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((v) => v !== null && v !== undefined && typeof v !== 'object')
      .map((v) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(v)}\r\n`),
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The operation's requests: realistic, each hostile variant, and for a JSON body two malformed ones. */
export function requestsFor(document: Json, method: string, path: string, op: Operation): FuzzRequest[] {
  const build = (leaves: Leaves): FuzzRequest => {
    const params = op.parameters ?? [];
    const value = (p: (typeof params)[number]) => sample(document, p.schema, leaves, p.name);
    let url = path;
    for (const p of params.filter((x) => x.in === 'path'))
      url = url.replace(`{${p.name}}`, encodeURIComponent(asText(value(p))));
    url += query(params.filter((p) => p.in === 'query').map((p) => [p.name, value(p)]));
    const content = op.requestBody?.content ?? {};
    const request: FuzzRequest = { variant: leaves.name, method: method.toUpperCase(), url, headers: {} };
    if (content['multipart/form-data']) {
      const form = multipartBody(sample(document, content['multipart/form-data'].schema, leaves) as Json);
      Object.assign(request, { payload: form.payload, headers: form.headers });
    } else if (content['application/json']) {
      request.payload = JSON.stringify(sample(document, content['application/json'].schema, leaves));
      request.headers['content-type'] = 'application/json';
    }
    return request;
  };
  const all = [REALISTIC, ...HOSTILE].map(build);
  if (op.requestBody?.content['application/json']) {
    const base = { ...all[0]!, headers: { 'content-type': 'application/json' } };
    all.push({ ...base, variant: 'malformed JSON', payload: '{"a":' });
    all.push({ ...base, variant: 'a list for the body', payload: '[1,"a\\u0000b",null]' });
  }
  return all;
}
