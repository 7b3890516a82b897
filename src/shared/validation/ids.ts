import { z } from 'zod';

/**
 * The largest id an integer (int4) column holds. Every table's id is one but those of payments,
 * instalments, SMS messages, the audit log and jobs (bigserial): an id past this names no record, so the
 * contracts refuse it before it reaches the database, and the OpenAPI document says so.
 */
export const MAX_RECORD_ID = 2_147_483_647;
/** The message of a path id past MAX_RECORD_ID: the error handler answers it as 404, an unknown record. */
export const UNKNOWN_RECORD = 'errors.not_found';

/** A record's id in a query, a form or a body that may send it as text: 1 to MAX_RECORD_ID. */
export const recordId = z.coerce
  .number({ error: 'validation.invalid_value' })
  .int('validation.invalid_value')
  .positive('validation.invalid_value')
  .max(MAX_RECORD_ID, 'validation.invalid_value');

/** A record's id in a JSON body, where it travels as a number (text is refused, as for other numbers). */
export const bodyRecordId = z
  .number()
  .int('validation.invalid_value')
  .positive('validation.invalid_value')
  .max(MAX_RECORD_ID, 'validation.invalid_value');
