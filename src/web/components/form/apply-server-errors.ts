/** react-hook-form's setError, or any form's with the same shape. */
export type SetFieldError<F extends string> = (
  field: F,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts the field errors of a 422 answer ({message, errors: {field: [messages]}}) on the form's fields and
 * focuses the first. A list item's error ("roles.0") goes to the list field. Returns false when the body
 * has no field errors, so the caller can show its message another way.
 */
export function applyServerErrors<F extends string>(setError: SetFieldError<F>, body: unknown): boolean {
  const errors = fieldErrorsOf(body);
  if (!errors) return false;
  const byField = new Map<string, string>();
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.replace(/\.\d+$/, '');
    const message = messages[0];
    if (message !== undefined && !byField.has(field)) byField.set(field, message);
  }
  [...byField].forEach(([field, message], index) =>
    setError(field as F, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return byField.size > 0;
}

/** The `errors` of a 422 body, checked by hand: this runs on the sign-in page, which does not load zod. */
function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors);
  const valid = entries.every(
    ([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
  return valid ? (errors as Record<string, string[]>) : null;
}
