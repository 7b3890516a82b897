import { ValidationFailed } from '../../platform/errors';

/** Whether an error (or one it wraps) is the violation of the one-live-number-per-block index. */
function isNumberTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes('properties_number_unique')) return true;
  }
  return false;
}

/**
 * Runs a write and answers the unique-number violation as a 422 on `field`. The index, not a prior
 * SELECT, decides: two requests saving the same number at once cannot both pass.
 */
export async function guardNumber<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNumberTaken(error)) throw new ValidationFailed({ [field]: ['properties.number_taken'] });
    throw error;
  }
}
