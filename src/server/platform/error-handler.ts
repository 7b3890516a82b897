import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { HttpError, TooManyAttempts, ValidationFailed } from './errors';
import { fieldErrorKeys, issuesOfFastifyValidation, translateFieldErrors } from './validation-errors';

/** Every error leaves in the product's shape, in the request's language, and never with a stack or SQL. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'ka';
    if (error instanceof ValidationFailed) {
      return reply.status(422).send({
        message: translate(error.messageKey, locale),
        errors: translateFieldErrors(error.fieldErrors, locale),
      });
    }
    if (error instanceof TooManyAttempts) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    }
    if (error instanceof HttpError) {
      // String values of `extra` fill the message's {placeholders}; field errors are keys like the message.
      const params = Object.fromEntries(
        Object.entries(error.extra).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const fieldErrors = error.extra.errors as Record<string, string[]> | undefined;
      return reply.status(error.statusCode).send({
        message: translate(error.messageKey, locale, params),
        ...error.extra,
        ...(fieldErrors && {
          errors: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, keys]) => [
              field,
              keys.map((key) => translate(key, locale, params)),
            ]),
          ),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const keys = fieldErrorKeys(issuesOfFastifyValidation(error.validation));
      return reply.status(422).send({
        message: translate('errors.validation', locale),
        errors: translateFieldErrors(keys, locale),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ message: translate('errors.payload_too_large', locale) });
    if (status === 429)
      return reply.status(429).send({ message: translate('errors.too_many_attempts', locale) });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a bad multipart stream: the client's input, told plainly.
      return reply.status(status === 415 || status === 400 ? 422 : status).send({
        message: translate('errors.validation', locale),
        errors: { _: [error.message] },
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: translate('errors.server', locale) });
  });
}
