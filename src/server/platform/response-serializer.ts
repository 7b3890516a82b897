import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => Serializer;

const isScalar = (branch: JsonSchema) =>
  typeof branch.type === 'string' && branch.type !== 'object' && branch.type !== 'array';

/**
 * `a | b` of scalars (a nullable string, a number or 'all') becomes one `type: [...]`, which the compiled
 * writer decides by `typeof`; left as anyOf it would run a schema validator on every value.
 */
function mergeScalarUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mergeScalarUnions);
  if (!node || typeof node !== 'object') return node;
  const merged: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) merged[key] = mergeScalarUnions(value);
  const branches = merged.anyOf as JsonSchema[] | undefined;
  if (!branches) return merged;
  const nullBranch = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  if (branches.length === 2 && nullBranch >= 0) {
    const { anyOf: _nullable, ...rest } = merged;
    const other = branches[1 - nullBranch]!;
    if (typeof other.type === 'string') return { ...rest, ...other, type: [other.type, 'null'] };
  }
  if (branches.every(isScalar)) {
    const { anyOf: _scalars, ...rest } = merged;
    return { ...rest, type: [...new Set(branches.map((b) => b.type))] };
  }
  return merged;
}

const hasUnion = (schema: unknown) => /"(anyOf|oneOf|\$ref)"/.test(JSON.stringify(schema));

/** The JSON type of a value as a schema's `type` names it. */
const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Whether a value may be of this branch of a union: its JSON type, and for an object its required fields. */
function branchTest(branch: JsonSchema): (value: unknown) => boolean {
  const required = (branch.required as string[] | undefined) ?? [];
  if (branch.type === 'object')
    return (value) => jsonType(value) === 'object' && required.every((key) => key in (value as object));
  return (value) => jsonType(value) === branch.type;
}

/**
 * A writer compiled once from the response's zod schema, or null where the schema does not translate
 * exactly (transforms, unions below the top level). A union answer (a page or a picker's list, say) gets
 * a writer per branch, the first whose type and required fields the value has, as zod picks the first
 * branch that parses; a value that fits none goes to `fallback`, which rejects it.
 */
function compiledWriter(schema: z.ZodType, fallback: Serializer): Serializer | null {
  let json: JsonSchema;
  try {
    json = mergeScalarUnions(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    ) as JsonSchema;
  } catch {
    return null;
  }
  const { $schema: _draft, ...root } = json;
  const branches = (root.anyOf as JsonSchema[] | undefined) ?? [root];
  if (branches.some((branch) => typeof branch.type !== 'string' || hasUnion(branch))) return null;
  const writers = branches.map((branch) => ({ fits: branchTest(branch), write: fastJson(branch) }));
  if (writers.length === 1) return writers[0]!.write;
  return (data) => (writers.find((writer) => writer.fits(data))?.write ?? fallback)(data);
}

/**
 * Responses are written by a serializer compiled from each route's zod schema (fast-json-stringify): it
 * writes only the declared fields, as zod's encode did, at a fraction of its cost per response. Where
 * `checkAgainstZod` is set (the test suite), every response is also encoded by zod, which still rejects a
 * value outside its contract, and the two texts must agree.
 */
export function responseSerializerCompiler({
  checkAgainstZod,
}: {
  checkAgainstZod: boolean;
}): SerializerCompiler {
  return (route) => {
    const zodWriter = zodSerializer(route) as Serializer;
    const writer = route.schema instanceof z.ZodType ? compiledWriter(route.schema, zodWriter) : null;
    if (!writer) return zodWriter;
    if (!checkAgainstZod) return writer;
    return (data) => {
      const expected = zodWriter(data);
      const written = writer(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled response writer disagrees with zod`);
      }
      return written;
    };
  };
}
