import { isApiError } from '../../../../lib/api/api-error';

/** The server's message is already in the user's language; anything else gets the fallback. */
export const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;
