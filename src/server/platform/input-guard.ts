import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@shared/i18n/messages';
import { ValidationFailed } from './errors';

/**
 * Text no column may hold: PostgreSQL refuses U+0000 in text and JSON, so a NUL anywhere in the input is
 * answered 422 on its field before any query runs. Every other character (Georgian, emoji, right-to-left)
 * passes untouched.
 */
const NUL = '\u0000';

/** The fields (dotted paths) whose value or key holds a NUL, as field errors; null when there are none. */
export function nulFields(value: unknown, prefix = ''): Record<string, MessageKey[]> | null {
  const found: string[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (typeof v === 'string') {
      if (v.includes(NUL)) found.push(path || '_');
      return;
    }
    if (!v || typeof v !== 'object' || depth > 32 || Buffer.isBuffer(v)) return;
    for (const [key, item] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) found.push(path || '_');
      else walk(item, at, depth + 1);
    }
  };
  walk(value, prefix, 0);
  if (found.length === 0) return null;
  return Object.fromEntries(found.map((field) => [field, ['validation.nul_character' as MessageKey]]));
}

/** Header values are text the server reads too (the user agent is kept with the session): NUL refused. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const nul = nulFields(request.headers, 'headers');
    if (nul) throw new ValidationFailed(nul);
  });
}
