import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ValidationFailed } from './errors';
import type { Upload } from './files';
import { fieldErrorKeys, issuesOfZodError } from './validation-errors';

/**
 * Reads a multipart request (or a JSON body, which the same routes accept) into fields and files, and
 * validates the fields with the route's zod contract, so bad multipart input answers 422 like JSON does.
 * `roles[]` and `roles` are the same field.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
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
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationFailed(fieldErrorKeys(issuesOfZodError(parsed.error)));
  }
  return { fields: parsed.data, files: uploads };
}
