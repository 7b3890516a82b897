import type { MessageKey } from '@shared/i18n/messages';

/** An error the client is meant to see; the error handler turns it into the product's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export class ValidationFailed extends HttpError {
  /** errors: field -> message keys (translated when the answer is written). */
  constructor(
    readonly fieldErrors: Record<string, MessageKey[]>,
    messageKey: MessageKey = 'errors.validation',
  ) {
    super(422, messageKey);
  }
}

/** A 429 that tells the client, in Retry-After, when to try again. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'errors.too_many_attempts');
  }
}

export const notFound = () => new HttpError(404, 'errors.not_found');
export const invalid = (field: string, key: MessageKey) => new ValidationFailed({ [field]: [key] });
