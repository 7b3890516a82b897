import { z } from 'zod';

/** The error bodies every route answers with (see docs/decisions/002-error-shape.md). */
export const errorBody = z.object({ message: z.string() });
export const forbiddenBody = z.object({ message: z.string(), missing_permission: z.string().nullable() });
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const okBody = z.object({ success: z.boolean(), message: z.string().optional() });
export const idParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid_value' }).int().positive('validation.invalid_value'),
});
