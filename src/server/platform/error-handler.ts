import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import { UNKNOWN_RECORD } from '@shared/validation/ids';
import { databaseRefusal } from './database-refusal';
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
      // A 422 always names its fields (the declared shape); one with none is about the request as a whole.
      const fieldErrors =
        (error.extra.errors as Record<string, string[]> | undefined) ??
        (error.statusCode === 422 ? { _: [error.messageKey] } : undefined);
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
      const unknownRecord = Object.values(keys).every((list) => list.every((key) => key === UNKNOWN_RECORD));
      if (error.validationContext === 'params' && unknownRecord)
        return reply.status(404).send({ message: translate('errors.not_found', locale) });
      return reply.status(422).send({
        message: translate('errors.validation', locale),
        errors: translateFieldErrors(keys, locale),
      });
    }
    const refused = databaseRefusal(error, locale);
    if (refused) {
      request.log.warn({ reqId: request.id, sqlState: refused.sqlState }, 'the database refused a statement');
      const message = translate(refused.key, locale, refused.params);
      return reply
        .status(refused.status)
        .send(
          refused.status === 409
            ? { message }
            : { message: translate('errors.validation', locale), errors: { _: [message] } },
        );
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
