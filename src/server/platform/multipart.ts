import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ValidationFailed } from './errors';
import type { Upload } from './files';
import { nulFields } from './input-guard';
import { fieldErrorKeys, issuesOfZodError } from './validation-errors';

/** A route's form: the zod contract of its fields, the names of its file fields, and its route schema. */
export interface FormSpec<S extends z.ZodType> {
  fields: S;
  files: readonly string[];
  /** For the route's `schema`: the form described as its request body, so the API description shows it. */
  schema: { consumes: string[]; body: z.ZodType };
}

/** Bodies that only describe a form: readForm validates the form, the route's validator lets it through. */
const describedForms = new WeakSet<z.ZodType>();
export const isDescribedForm = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && describedForms.has(schema as z.ZodType);

const binary = () => z.any().optional().meta({ type: 'string', format: 'binary' });

/**
 * Declares a multipart form (that also accepts the same fields as JSON): its fields and its file fields;
 * a file field named `files[]` takes several files.
 */
export function form<S extends z.ZodType>(fields: S, ...files: string[]): FormSpec<S> {
  const fileFields = z.object(
    Object.fromEntries(
      files.map((name) =>
        name.endsWith('[]') ? [name.slice(0, -2), z.array(binary()).optional()] : [name, binary()],
      ),
    ),
  );
  const body =
    fields instanceof z.ZodObject ? fields.extend(fileFields.shape) : z.intersection(fields, fileFields);
  describedForms.add(body);
  return { fields, files, schema: { consumes: ['multipart/form-data', 'application/json'], body } };
}

/**
 * Reads a multipart request (or a JSON body, which the same routes accept) into fields and files, and
 * validates the fields with the route's zod contract, so bad multipart input answers 422 like JSON does.
 * `roles[]` and `roles` are the same field.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  { fields: schema }: FormSpec<S>,
): Promise<{ fields: z.output<S>; files: Upload[] }> {
  const raw: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) uploads.push({ field: name, filename: part.filename, data });
        continue;
      }
      const value = part.value;
      const existing = raw[name];
      raw[name] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  delete raw._method;
  const nul = nulFields(raw);
  if (nul) throw new ValidationFailed(nul);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationFailed(fieldErrorKeys(issuesOfZodError(parsed.error)));
  }
  return { fields: parsed.data, files: uploads };
}
