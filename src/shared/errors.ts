import { z } from 'zod';
import { MAX_RECORD_ID, UNKNOWN_RECORD } from './validation/ids';

/**
 * The error bodies every route answers with (see docs/decisions/002-error-shape.md). A route may add
 * details of its own beside them (the unknown placeholders of a template, the records still using one).
 */
export const errorBody = z.looseObject({ message: z.string() });
export const forbiddenBody = z.looseObject({
  message: z.string(),
  missing_permission: z.string().nullable(),
});
export const validationErrorBody = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const okBody = z.object({ success: z.boolean(), message: z.string().optional() });
/** A record's id in the path: past what its column holds it names no record, and is answered 404. */
export const pathId = z.coerce
  .number({ error: 'validation.invalid_value' })
  .int()
  .positive('validation.invalid_value')
  .max(MAX_RECORD_ID, UNKNOWN_RECORD);
export const idParams = z.object({ id: pathId });
