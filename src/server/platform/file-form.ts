import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './errors';
import { readForm, type FormSpec } from './multipart';

/**
 * readForm for the file routes: a file over MAX_UPLOAD_MB stops the multipart stream (413 from the
 * parser); it is answered like every other bad field, 422 on `file`, and nothing is saved.
 */
export async function readFileForm<S extends z.ZodType>(request: FastifyRequest, spec: FormSpec<S>) {
  try {
    return await readForm(request, spec);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid('file', 'validation.file_too_large');
    throw error;
  }
}
